// Demo suppliers (SEED_DEMO): names, places and people a buyer in Guangdong or Zhejiang would recognise.
// Static data; the seed turns them into records through the engine.

/** [name, short name, type, province, city, payment term, status] */
export const DEMO_SUPPLIERS: readonly (readonly [string, string, string, string, string, string, string])[] = [
  ['东莞市华彩服饰有限公司', '华彩服饰', 'factory', '广东省', '东莞市', 'monthly_30', 'active'],
  ['广州市白云区锦绣制衣厂', '锦绣制衣', 'factory', '广东省', '广州市', 'prepaid', 'active'],
  ['深圳市优品纺织科技有限公司', '优品纺织', 'factory', '广东省', '深圳市', 'monthly_60', 'active'],
  ['佛山市南海区恒达针织厂', '恒达针织', 'factory', '广东省', '佛山市', 'monthly_30', 'active'],
  ['杭州临平区丝路服装有限公司', '丝路服装', 'factory', '浙江省', '杭州市', 'monthly_30', 'active'],
  ['义乌市小商品贸易有限公司', '义乌小商品', 'trader', '浙江省', '金华市', 'prepaid', 'active'],
  ['湖州织里童装厂', '织里童装', 'workshop', '浙江省', '湖州市', 'on_delivery', 'active'],
  ['宁波市海曙区美衣贸易商行', '美衣贸易', 'trader', '浙江省', '宁波市', 'prepaid', 'active'],
  ['苏州市吴江区盛泽丝绸有限公司', '盛泽丝绸', 'factory', '江苏省', '苏州市', 'monthly_60', 'active'],
  ['常熟市虞山服装厂', '虞山服装', 'factory', '江苏省', '苏州市', 'monthly_30', 'active'],
  ['泉州市石狮服装城旗舰店', '石狮服装城', 'alibaba', '福建省', '泉州市', 'alibaba_period', 'active'],
  ['晋江市鞋业制造有限公司', '晋江鞋业', 'factory', '福建省', '泉州市', 'monthly_30', 'active'],
  ['青岛即墨针织有限公司', '即墨针织', 'factory', '山东省', '青岛市', 'monthly_30', 'active'],
  ['中山市沙溪休闲服装厂', '沙溪休闲', 'factory', '广东省', '中山市', 'prepaid', 'active'],
  ['汕头市潮南区内衣厂', '潮南内衣', 'workshop', '广东省', '汕头市', 'on_delivery', 'active'],
  ['广州十三行服装批发档口', '十三行档口', 'alibaba', '广东省', '广州市', 'alibaba_period', 'active'],
  ['绍兴柯桥面料市场贸易公司', '柯桥面料', 'trader', '浙江省', '绍兴市', 'prepaid', 'active'],
  ['嘉兴濮院毛衫有限公司', '濮院毛衫', 'factory', '浙江省', '嘉兴市', 'monthly_30', 'active'],
  ['武汉汉正街服饰有限公司', '汉正街服饰', 'trader', '湖北省', '武汉市', 'prepaid', 'active'],
  ['惠州市惠阳区箱包制品厂', '惠阳箱包', 'factory', '广东省', '惠州市', 'monthly_30', 'active'],
  ['江门市开平牛仔服装厂', '开平牛仔', 'factory', '广东省', '江门市', 'monthly_30', 'pending'],
  ['温州市鹿城区鞋服贸易公司', '鹿城鞋服', 'trader', '浙江省', '温州市', 'prepaid', 'pending'],
  ['南通市海门家纺有限公司', '海门家纺', 'factory', '江苏省', '南通市', 'monthly_60', 'paused'],
  ['厦门市思明区饰品工作室', '思明饰品', 'workshop', '福建省', '厦门市', 'prepaid', 'paused'],
  ['石家庄市新华区服装加工厂', '新华服装', 'workshop', '河北省', '石家庄市', 'on_delivery', 'eliminated'],
  ['成都市武侯区鞋业有限公司', '武侯鞋业', 'factory', '四川省', '成都市', 'monthly_30', 'active'],
  ['长沙市芙蓉区服饰贸易公司', '芙蓉服饰', 'trader', '湖南省', '长沙市', 'prepaid', 'active'],
];

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高';
const GIVEN = ['丽', '伟', '芳', '强', '敏', '军', '静', '磊', '燕', '涛', '霞', '杰', '娟', '勇', '婷'];
const BANKS = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '招商银行', '交通银行'];

/** A contact's name, mobile and position for supplier `i`, contact `j`: deterministic. */
export function demoContact(i: number, j: number) {
  const n = i * 3 + j;
  return {
    name: `${SURNAMES[n % SURNAMES.length]}${GIVEN[(n * 7) % GIVEN.length]}`,
    position: j === 0 ? '销售经理' : '跟单员',
    mobile: `13${String(800000000 + n * 7919).slice(0, 9)}`,
    is_primary: j === 0,
  };
}

/** A payee account for supplier `i`: a company account at one of the big banks, 19 digits. */
export function demoAccount(i: number, holder: string) {
  const bank = BANKS[i % BANKS.length]!;
  return {
    account_type: 'company',
    bank_name: `${bank}${['东莞', '广州', '杭州', '苏州'][i % 4]}分行`,
    account_no: `6222${String(100000000000000n + BigInt(i) * 7_777_777n)}`,
    holder,
    is_default: true,
  };
}
