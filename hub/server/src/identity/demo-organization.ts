// Demo organisation (SEED_DEMO, first start): a company with its departments, a job in each, the demo people
// placed in them, and example data-permission groups — templates without members, so what every demo user may
// see stays as their roles say, while 组织架构, 员工管理 and 数据权限 show real rows. And the seller's two legal
// entities (公司主体: the mainland company and its Hong Kong one), numbered by their series as a person's would be.
import { newId } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { eq } from 'drizzle-orm';
import { adminServices } from '../admin/services.ts';
import { groups, jobs, organizations, users } from './identity.schema.ts';

/** Department → its function, its job and the demo people in it (by login name). */
const DEPARTMENTS = [
  { name: '采购部', function: 'purchase', job: '采购专员', people: ['buyer01'] },
  { name: '开发部', function: 'development', job: '产品开发', people: [] },
  { name: '仓储部', function: 'warehouse', job: '仓管员', people: ['warehouse01'] },
  { name: '质检部', function: 'quality', job: '质检员', people: [] },
  { name: '运营部', function: 'operations', job: '运营专员', people: ['ops01', 'newbie01'] },
  { name: '客服部', function: 'customer_service', job: '客服专员', people: ['cs01'] },
  { name: '财务部', function: 'finance', job: '会计', people: ['finance01'] },
] as const;

const LEGAL_ENTITIES = [
  {
    name: '深圳市恩特波跨境电子商务有限公司',
    short_name: '深圳恩特波',
    tax_number: '91440300MA5G8K2X7D',
    address: '广东省深圳市龙华区民治街道北站社区汇德大厦1号楼2801',
    phone: '13800000000',
  },
  { name: '恩特波贸易（香港）有限公司', short_name: '香港恩特波', tax_number: null, address: '香港九龙观塘道388号创纪之城1期12楼', phone: null },
];

/** Examples of what a data-permission group can say, each ready to be given members. */
const EXAMPLE_GROUPS = [
  { name: '示例：本部门及下级', description: '成员只看本部门及下级部门的数据', row_rules: { organization: 'own_and_below' }, column_rules: {} },
  { name: '示例：本人负责', description: '成员只看自己负责（开发人员、创建人）的数据', row_rules: { owner: true }, column_rules: {} },
  {
    name: '示例：隐藏手机号',
    description: '成员看不到员工的手机号（列表、详情、导出、日志都不出现）',
    row_rules: {},
    column_rules: { 'admin.staff': ['mobile'] },
  },
];

/** The server's first start with SEED_DEMO only (`main.ts`): tests build the organisations they need. */
export async function seedDemoOrganization(database: Database): Promise<void> {
  await database.tx((tx) => seedOrganization(tx));
}

async function seedOrganization(tx: Tx): Promise<void> {
  const companyId = newId();
  await tx.insert(organizations).values({ id: companyId, name: 'Entrepot跨境电商', type: 'company', sort: 1 });
  for (const [i, d] of DEPARTMENTS.entries()) {
    const departmentId = newId();
    const jobId = newId();
    await tx.insert(organizations).values({ id: departmentId, name: d.name, type: 'department', function: d.function, parent_id: companyId, sort: i + 1 });
    await tx.insert(jobs).values({ id: jobId, name: d.job, organization_id: departmentId });
    for (const login of d.people) {
      await tx.update(users).set({ organization_id: departmentId, job_id: jobId }).where(eq(users.login_name, login));
    }
  }
  for (const g of EXAMPLE_GROUPS) await tx.insert(groups).values({ id: newId(), ...g, member_ids: [], job_ids: [] });
  const [admin] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.login_name, 'admin'));
  if (!admin) return;
  const companies = adminServices().company;
  for (const entity of LEGAL_ENTITIES) await companies.create(tx, entity, { id: admin.id, name: admin.name });
}
