// Each document type's words (采购单, 付款申请, 商品信息变更…): named where a document joins the approval engine (an
// entity's `approval` option, a change or transition request), so 我的审批 and the flows never show the code.
const labels = new Map<string, string>();

export function nameDocumentType(documentType: string, label: string): void {
  labels.set(documentType, label);
}

/** The type's words; a type no document named (one only the engine's own tests submit) reads as its code. */
export const documentTypeLabel = (documentType: string): string => labels.get(documentType) ?? documentType;
