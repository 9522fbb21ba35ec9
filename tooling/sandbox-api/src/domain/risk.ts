/**
 * The investment-risk questionnaire (modelled on the CSRC suitability template). Ten questions,
 * at most 10 points each; the total maps to risk types 1-5 (spec 000 §4). A user who cannot
 * accept any loss is capped at type 1 (保守型). A test expires 2 years after it was taken.
 */
export interface RiskOption {
  id: number;
  code: string;
  text: string;
  score: number;
}
export interface RiskQuestion {
  id: number;
  title: string;
  dimension: 'actual' | 'mental' | 'profit' | 'flow';
  options: RiskOption[];
}

const q = (
  id: number,
  title: string,
  dimension: RiskQuestion['dimension'],
  opts: [string, number][],
): RiskQuestion => ({
  id,
  title,
  dimension,
  options: opts.map(([text, score], i) => ({
    id: id * 10 + i + 1,
    code: String.fromCharCode(65 + i),
    text,
    score,
  })),
});

export const RISK_QUESTIONS: RiskQuestion[] = [
  q(1, '您的年龄是？', 'actual', [
    ['18-30岁', 8],
    ['31-50岁', 10],
    ['51-60岁', 6],
    ['60岁以上', 2],
  ]),
  q(2, '您的家庭年收入（折合人民币）是？', 'actual', [
    ['10万元以下', 2],
    ['10万-50万元', 6],
    ['50万-100万元', 8],
    ['100万元以上', 10],
  ]),
  q(3, '一般情况下，您用于金融投资的资金占家庭总资产的比例是？', 'actual', [
    ['50%以上', 2],
    ['30%-50%', 4],
    ['10%-30%', 8],
    ['10%以下', 10],
  ]),
  q(4, '您有多少年投资基金、股票、信托、私募证券或金融衍生产品等风险投资品的经验？', 'mental', [
    ['没有经验', 0],
    ['少于2年', 4],
    ['2-5年', 7],
    ['5年以上', 10],
  ]),
  q(5, '以下哪项描述最符合您的投资经历？', 'mental', [
    ['除银行储蓄外，基本没有其他投资经验', 2],
    ['购买过债券、货币基金等低风险产品', 4],
    ['投资过股票、混合型基金等产品', 7],
    ['参与过期货、期权、私募等高风险产品', 10],
  ]),
  q(6, '您的投资目标是？', 'profit', [
    ['资产保值，不愿承担风险', 2],
    ['资产稳健增长', 5],
    ['资产较快增长，可承担一定风险', 8],
    ['追求高收益，愿意承担较大风险', 10],
  ]),
  q(7, '您计划的投资期限是多长？', 'flow', [
    ['1年以内', 2],
    ['1-3年', 5],
    ['3-5年', 8],
    ['5年以上', 10],
  ]),
  q(8, '您能承受的最大投资损失是多少？', 'mental', [
    ['不能承受任何损失', 0],
    ['5%以内', 3],
    ['5%-20%', 6],
    ['20%-50%', 8],
    ['50%以上', 10],
  ]),
  q(9, '当您的投资出现15%的亏损时，您会怎么做？', 'mental', [
    ['全部卖出', 1],
    ['卖出一部分', 4],
    ['继续持有', 7],
    ['继续买入', 10],
  ]),
  q(10, '您对金融产品和投资知识的了解程度是？', 'profit', [
    ['很少了解', 2],
    ['一般了解', 5],
    ['比较了解', 8],
    ['非常了解，有专业背景', 10],
  ]),
];

export const RISK_TYPE_LABEL = ['未知', '保守型', '稳健型', '平衡型', '成长型', '进取型'] as const;
export const RISK_STATUS_LABEL = ['未测评', '正常', '已过期', '题目变更'] as const;
export const RISK_LEVEL_LABEL = [
  '未知',
  '低风险',
  '中低风险',
  '中风险',
  '中高风险',
  '高风险',
] as const;

/** Scores answers (question id -> option id). Throws a field->message map on bad answers. */
export function scoreAnswers(answers: Record<string, number>): {
  score: number;
  riskType: number;
  dims: Record<string, number>;
} {
  let score = 0;
  const dims: Record<string, number> = { actual: 0, mental: 0, profit: 0, flow: 0 };
  let capped = false;
  for (const question of RISK_QUESTIONS) {
    const a = answers[String(question.id)];
    const opt = question.options.find((o) => o.id === a || o.score === -1);
    if (!opt) throw { [`answer`]: [`请回答第${question.id}题`] };
    score += opt.score;
    dims[question.dimension]! += opt.score;
    if (question.id === 8 && opt.score === 0) capped = true;
  }
  const riskType = capped
    ? 1
    : score <= 20
      ? 1
      : score <= 40
        ? 2
        : score <= 60
          ? 3
          : score <= 80
            ? 4
            : 5;
  return { score, riskType, dims };
}

/** Whether a user of `riskType` may buy a product of `level` without confirmation (spec DESIGN: suitability). */
export function riskMatches(riskType: number, level: number): boolean {
  return riskType >= level;
}
/** Type 1 (保守型) may only buy level-1 products, even with confirmation. */
export function riskAllowedWithConfirm(riskType: number, level: number): boolean {
  return riskType > 1 || level <= 1;
}
