/**
 * Today's names of banks the card-BIN data (bankcardinfo 2.0.6) lists under an older name.
 *
 * The BIN table was transcribed years ago: some banks were renamed, some merged into another
 * bank that now owns their card prefixes. The sandbox serves the name an investor sees on the
 * card today; where the successor is already in the list, the old prefixes are folded into it
 * (one bank, one row). Each entry is a public rename or merger:
 * - 深发/平安银行 → 平安银行 (深圳发展银行 merged into 平安银行, 2012)
 * - 中国交通银行 → 交通银行; 浦东发展银行 → 上海浦东发展银行 (registered names)
 * - 永亨银行 → 华侨永亨银行 (2016); 天津市商业银行 → 天津银行 (2007); 成都商业银行 → 成都银行 (2008)
 * - 东莞市商业银行 → 东莞银行 (2008); 乌鲁木齐市商业银行 → 乌鲁木齐银行 (2014);
 *   秦皇岛市商业银行 → 秦皇岛银行; 衡水市商业银行 → 衡水银行; 威海市商业银行 → 威海银行;
 *   葫芦岛市商业银行 → 葫芦岛银行; 苏州市商业银行 → 苏州银行; 临沂商业银行 → 临商银行;
 *   南昌银行 → 江西银行 (2015); 华融湘江银行 → 湖南银行 (2022)
 * - 包商银行 → 蒙商银行 (2020); 烟台商业银行 → 恒丰银行 (2003); 镇江市商业银行 → 江苏银行 (2007);
 *   宜昌市商业银行 → 湖北银行 (2010); 商丘市商业银行, 洛阳银行, 焦作市商业银行 → 中原银行
 *   (2014, 2022); 辽阳银行 → 辽沈银行 (2021)
 * - 广州农村商业银行股份有限公司 → 广州农村商业银行 (the short name, as other banks are listed)
 */
export const BANK_RENAMES: Readonly<Record<string, string>> = {
  '深发/平安银行': '平安银行',
  中国交通银行: '交通银行',
  浦东发展银行: '上海浦东发展银行',
  永亨银行: '华侨永亨银行',
  天津市商业银行: '天津银行',
  成都商业银行: '成都银行',
  东莞市商业银行: '东莞银行',
  乌鲁木齐市商业银行: '乌鲁木齐银行',
  秦皇岛市商业银行: '秦皇岛银行',
  衡水市商业银行: '衡水银行',
  威海市商业银行: '威海银行',
  葫芦岛市商业银行: '葫芦岛银行',
  苏州市商业银行: '苏州银行',
  临沂商业银行: '临商银行',
  南昌银行: '江西银行',
  华融湘江银行: '湖南银行',
  包商银行: '蒙商银行',
  烟台商业银行: '恒丰银行',
  镇江市商业银行: '江苏银行',
  宜昌市商业银行: '湖北银行',
  商丘市商业银行: '中原银行',
  洛阳银行: '中原银行',
  焦作市商业银行: '中原银行',
  辽阳银行: '辽沈银行',
  广州农村商业银行股份有限公司: '广州农村商业银行',
};

/** A bank's name today: {@link BANK_RENAMES} applied to the BIN data's name. */
export function bankNameToday(name: string): string {
  return BANK_RENAMES[name] ?? name;
}
