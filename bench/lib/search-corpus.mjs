// Chat messages in English, Chinese, Japanese and a mix of them, for the search benchmark: the
// same sequence in every process from a seed. Words are drawn with a Zipf-like skew (the first
// words of each list are the most common), so common terms have long posting lists as in real
// chat; Chinese and Japanese sentences have no spaces between words.
import { seededRandom } from './chat-layout.mjs';

const words = (text) => text.trim().split(/\s+/);

const ENGLISH = words(`
  the to you and it is that for of in on we be have this are not with can just will at me so
  what do get if my all know was but about like your good now see time out up how there one
  think they go when would should need come then here back today tomorrow meeting call please
  thanks yes okay sure maybe later work make right really still want let us our let's look lunch
  dinner coffee team project review code release deploy build test bug fix issue ticket branch
  merge update plan idea design draft doc notes share send file link photo video weekend monday
  friday morning evening night week month year happy great nice cool awesome sorry busy free
  home office train flight hotel trip travel ticket price order pizza birthday party game movie
  music song book read write running runner runs ran walking talking cafe café naive résumé
  über jalapeño crème brûlée piñata fiancée déjà vu tokyo beijing shanghai kyoto osaka london
  paris berlin react typescript javascript python golang rust docker kubernetes server client
  database query search index message chat group friend family mother father sister brother
  kids school class exam homework teacher student hospital doctor weather rain snow sunny cold
  hot warm windy umbrella jacket shoes shopping market grocery milk bread rice noodles sushi
  ramen tea beer wine water juice breakfast gym yoga soccer basketball tennis swim bike car bus
  station airport passport visa bank money budget invoice contract client customer support
  feedback survey report deadline schedule calendar agenda minutes slides demo launch roadmap
  sprint standup retro backlog estimate priority urgent blocked waiting done finished started
  `);

const CHINESE = words(`
  我们 你们 他们 今天 明天 昨天 现在 时候 什么 怎么 为什么 可以 没有 知道 觉得 一起 已经 还是
  但是 因为 所以 如果 然后 就是 这个 那个 这样 那样 中文 英文 日文 工作 公司 会议 项目 开发
  测试 上线 发布 代码 问题 需要 周末 晚上 早上 下午 中午 吃饭 喝茶 咖啡 朋友 家人 孩子 学校
  老师 学生 考试 作业 医院 医生 天气 下雨 下雪 晴天 冷 热 北京 上海 广州 深圳 东京 大阪 京都
  飞机 火车 地铁 酒店 旅行 机场 护照 签证 银行 付款 发票 合同 客户 支持 反馈 报告 截止 日程
  安排 讨论 决定 计划 设计 文档 分享 发送 文件 链接 照片 视频 音乐 电影 游戏 生日 聚会 礼物
  购物 超市 牛奶 面包 米饭 面条 火锅 饺子 包子 啤酒 果汁 早餐 健身 跑步 游泳 篮球 足球 电脑
  手机 网络 服务器 数据库 搜索 消息 群聊 好的 谢谢 不客气 对不起 没关系 没问题 辛苦了 加油
  哈哈 真的 好像 应该 一定 可能 马上 等等 一下 一点 很多 非常 特别 比较 最近 以后 以前 之前
  之后 我爱 喜欢 希望 想要 打算 准备 开始 结束 完成 继续 看看 说说 聊天 休息 睡觉 起床 回家
  上班 下班 出差 加班 开会 吃完 到了 在哪 多少 几点 一会儿 明天见 晚安 早安 生日快乐 新年快乐
  一路顺风 没有问题 明天早上 今天晚上 周末愉快 工作顺利
  `);

const JAPANESE = words(`
  私 あなた 彼 彼女 今日 明日 昨日 今 時間 何 どう なぜ できる ない 知る 思う 一緒 もう まだ
  でも だから もし それから これ それ あれ こう そう 日本語 英語 中国語 仕事 会社 会議 プロジェクト
  開発 テスト リリース コード 問題 必要 週末 夜 朝 午後 昼 ご飯 お茶 コーヒー 友達 家族 子供 学校
  先生 学生 試験 宿題 病院 医者 天気 雨 雪 晴れ 寒い 暑い 東京 大阪 京都 北京 上海 飛行機 電車
  地下鉄 ホテル 旅行 空港 パスポート ビザ 銀行 支払い 請求書 契約 お客様 サポート 報告 締め切り
  予定 相談 決定 計画 デザイン 資料 共有 送る ファイル リンク 写真 動画 音楽 映画 ゲーム 誕生日
  パーティー プレゼント 買い物 スーパー 牛乳 パン ラーメン 寿司 ビール ジュース 朝ごはん ジム
  ランニング 水泳 サッカー パソコン スマホ ネットワーク サーバー データベース 検索 メッセージ
  グループ ありがとう ありがとうございます どうもありがとうございました すみません 大丈夫 お疲れ様
  よろしく よろしくお願いします おはよう こんばんは おやすみ 本当 たぶん きっと すぐ ちょっと たくさん
  とても 最近 あとで 前 後 好き 欲しい 始める 終わる 続ける 見る 話す 休む 寝る 起きる 帰る
  出張 残業 明日東京へ行きます 何時 いくら どこ は が を に で と の も へ から まで です ます
  でした ました ね よ か
  `);

const PUNCTUATION_ZH = ['，', '。', '！', '？', '', ''];
const PUNCTUATION_JA = ['、', '。', '！', '？', '', ''];
const PUNCTUATION_EN = [',', '.', '!', '?', '', '', ''];

/** Picks from `list` with a Zipf-like skew: low indices far more often. */
function skewedPick(list, random) {
  return list[Math.floor(list.length * random() ** 2.5)];
}

function sentence(list, random, min, max, joiner, marks) {
  const length = min + Math.floor(random() * (max - min + 1));
  const parts = [];
  for (let i = 0; i < length; i++) {
    parts.push(skewedPick(list, random));
    if (random() < 0.12) parts.push(marks[Math.floor(random() * marks.length)]);
  }
  return parts.join(joiner) + marks[Math.floor(random() * marks.length)];
}

/**
 * A message generator: `next()` answers the next message's text, about 40% English, 30%
 * Chinese, 20% Japanese and 10% Chinese or Japanese with English words in it.
 */
export function messageTexts(seed = 31) {
  const random = seededRandom(seed);
  const english = () => sentence(ENGLISH, random, 3, 18, ' ', PUNCTUATION_EN);
  const chinese = () => sentence(CHINESE, random, 3, 14, '', PUNCTUATION_ZH);
  const japanese = () => sentence(JAPANESE, random, 3, 12, '', PUNCTUATION_JA);
  return {
    next() {
      const kind = random();
      if (kind < 0.4) return english();
      if (kind < 0.7) return chinese();
      if (kind < 0.9) return japanese();
      const cjk = kind < 0.95 ? chinese() : japanese();
      const cut = Math.floor(cjk.length / 2);
      return `${cjk.slice(0, cut)}${skewedPick(ENGLISH.slice(150), random)}${cjk.slice(cut)}`;
    },
  };
}

/** The queries the benchmark sends, by kind: each drawn from the words messages are made of. */
export const QUERIES = {
  'zh/ja 2 chars': ['中文', '会议', '今天', '東京', '問題', '開発', '咖啡', '週末', '旅行', '北京'],
  'zh/ja 4 chars': [
    '没有问题',
    '明天早上',
    '今天晚上',
    '工作顺利',
    'よろしく',
    'お疲れ様',
    'ありがと',
    '会議資料',
    '一起吃饭',
    '東京大阪',
  ],
  english: ['meeting', 'tomorrow', 'coffee', 'deploy', 'cafe', 'run', 'kubernetes', 'budget'],
};
