// The quality area's declarations: read by the server (tables, routes) and by the area's pages.
export {
  type InspectionStage,
  inspection,
  inspectionItem,
  inspectionLifecycle,
  inspectionResults,
  inspectionStages,
  ratio,
} from './inspection.entity.ts';
export { BASE, qualityResources, SERVICE, stageResources } from './resources.ts';
