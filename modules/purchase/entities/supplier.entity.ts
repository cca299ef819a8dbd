import { boolean, children, code, createdAt, decimal, defineEntity, defineMachine, enumOf, files, quantity, reference, status, text } from '@entrepot/entity';
import { checkEmail, checkPhone } from '@entrepot/validators';
import { provinceOf } from '../domain/china-cities.ts';

export const supplierTypes = [
  { value: 'factory', label: '工厂' },
  { value: 'trader', label: '贸易商' },
  { value: 'alibaba', label: '1688店铺' },
  { value: 'workshop', label: '加工作坊' },
] as const;

/** How a supplier is paid (README "Payment terms"); the 1688 period is settled by the 1688 bill. */
export const paymentTerms = [
  { value: 'prepaid', label: '款到发货' },
  { value: 'on_delivery', label: '货到付款' },
  { value: 'monthly_30', label: '月结30天' },
  { value: 'monthly_60', label: '月结60天' },
  { value: 'alibaba_period', label: '1688账期' },
] as const;

/**
 * A supplier's standing with the company (README "Supplier lifecycle"): a new one is reviewed before orders go
 * to it; a paused one takes no new orders; an eliminated one is kept for history and may be reviewed again.
 */
export const supplierLifecycle = defineMachine({
  initial: 'pending',
  states: {
    pending: { label: '待审核', color: 'orange' },
    active: { label: '合作中', color: 'green' },
    paused: { label: '暂停合作', color: 'gray' },
    eliminated: { label: '已淘汰', color: 'red' },
  },
  transitions: {
    approve: { label: '审核通过', from: ['pending'], to: 'active' },
    pause: { label: '暂停合作', from: ['active'], to: 'paused' },
    resume: { label: '恢复合作', from: ['paused'], to: 'active' },
    eliminate: { label: '淘汰', from: ['pending', 'active', 'paused'], to: 'eliminated' },
    review: { label: '重新审核', from: ['eliminated'], to: 'pending' },
  },
});

/** A person to talk to at the supplier. */
export const supplierContact = defineEntity({
  name: 'purchase.supplierContact',
  table: 'purchase.supplier_contacts',
  label: '联系人',
  titleField: 'name',
  fields: {
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, filter: 'equal' }),
    name: text({ label: '姓名', max: 30, required: true, filter: 'like' }),
    position: text({ label: '职务', max: 30 }),
    mobile: text({ label: '手机', max: 11, check: checkPhone }),
    phone: text({ label: '座机', max: 30 }),
    email: text({ label: '邮箱', max: 100, check: checkEmail }),
    wechat: text({ label: '微信/QQ', max: 50 }),
    is_primary: boolean({ label: '主联系人', default: false }),
  },
});

const checkAccountNo = (v: string) => (/^[0-9 ]{6,34}$/.test(v) ? null : '收款账号须为6到34位数字');

/** Where the supplier is paid: shown starred (the last four digits) to all but those who may pay. */
export const supplierAccount = defineEntity({
  name: 'purchase.supplierAccount',
  table: 'purchase.supplier_accounts',
  label: '收款账户',
  titleField: 'holder',
  fields: {
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, filter: 'equal' }),
    account_type: enumOf({
      label: '账户类型',
      options: [
        { value: 'company', label: '对公' },
        { value: 'personal', label: '对私' },
        { value: 'alipay', label: '支付宝' },
      ],
      default: 'company',
    }),
    bank_name: text({ label: '开户行', max: 100, required: true }),
    account_no: text({ label: '收款账号', max: 34, required: true, check: checkAccountNo, masked: 'reveal' }),
    holder: text({ label: '户名', max: 100, required: true, filter: 'like' }),
    is_default: boolean({ label: '默认账户', default: false }),
  },
});

/** 供应商: who the company buys from — its terms, its people, where it is paid. */
export const supplier = defineEntity({
  name: 'purchase.supplier',
  table: 'purchase.suppliers',
  label: '供应商',
  titleField: 'name',
  naturalKey: ['code'],
  counts: 'status',
  // A buyer limited to his own suppliers (data rule 本人) sees only those he is in charge of.
  scopes: { owner: 'buyer_id' },
  fields: {
    code: code({ label: '供应商编码', max: 30, pattern: 'GYS{seq:5}', immutable: true, filter: 'batch', sortable: true }),
    name: text({ label: '供应商名称', max: 100, required: true, unique: true, filter: 'like', likeAlso: ['short_name'], sortable: true }),
    short_name: text({ label: '简称', max: 30 }),
    type: enumOf({ label: '供应商类型', options: supplierTypes, default: 'factory', filter: 'equal' }),
    status: status({ label: '合作状态', machine: supplierLifecycle, filter: 'equal' }),
    is_new: boolean({ label: '新供应商', default: true, filter: 'equal' }),
    buyer_id: reference({ label: '采购负责人', to: 'admin.staff', filter: 'equal' }),
    // The city is chosen in the 省/市 cascader (`chinacitylist/citys`); its province follows it (server-made).
    province: text({ label: '省份', max: 20, filter: 'equal', readOnly: true }),
    city: text({ label: '城市', max: 30, filter: 'equal', check: (v) => (provinceOf(v) ? null : '请从列表中选择城市') }),
    address: text({ label: '详细地址', max: 200, list: false }),
    currency_id: reference({ label: '结算币种', to: 'finance.currency', required: true, activeOnly: true }),
    payment_term: enumOf({ label: '结算方式', options: paymentTerms, default: 'prepaid', filter: 'equal' }),
    tax_rate: decimal({ label: '开票税率(%)', precision: 5, scale: 2, min: '0', max: '100' }),
    lead_days: quantity({ label: '默认交期(天)', max: 365 }),
    daily_capacity: quantity({ label: '日产能(件)' }),
    /** How far beyond what is owed the warehouse accepts a delivery of this supplier; empty: the default 10%. */
    over_receipt_percent: quantity({ label: '允许超收(%)', max: 100, list: false }),
    shop_url: text({ label: '店铺/官网', max: 300, list: false }),
    /** The supplier's code in its JST (聚水潭), matched by 抓取供应商 or typed: what the grab and the stock sync read. */
    jst_code: text({ label: '聚水潭编码', max: 40, unique: true, filter: 'equal', list: false }),
    attachments: files({ label: '营业执照及合同', max: 20 }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    contacts: children({ label: '联系人', entity: supplierContact, foreignKey: 'supplier_id', max: 20 }),
    accounts: children({ label: '收款账户', entity: supplierAccount, foreignKey: 'supplier_id', max: 10 }),
    created_at: createdAt(),
  },
});
