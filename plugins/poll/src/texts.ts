import type { PluginLocale } from '@hearth/plugin-sdk';
import type { Poll } from './poll.js';

/** Everything the poll says, in one language. */
export interface PollTexts {
  votes: (count: number) => string;
  noVotes: string;
  you: string;
  someone: string;
  withdraw: string;
  voteFailed: string;
  votingOff: string;
  readingOff: string;
  unreadable: string;
  fallback: (poll: Poll) => string;
  form: {
    title: string;
    question: string;
    option: (index: number) => string;
    addOption: string;
    removeOption: (index: number) => string;
    create: string;
    cancel: string;
    invalid: string;
    sendFailed: string;
  };
}

/** The poll's words in each language the app speaks. */
export const TEXTS: Record<PluginLocale, PollTexts> = {
  en: {
    votes: (count) => (count === 1 ? '1 vote' : `${count} votes`),
    noVotes: 'No votes yet',
    you: 'You',
    someone: 'Someone',
    withdraw: 'Take back my vote',
    voteFailed: 'Your vote was not saved. Try again.',
    votingOff:
      'Voting is off: Poll may not share data with the members of this chat. You can allow it in Plugins.',
    readingOff: 'Poll may not see the message it shows. You can allow it in Plugins.',
    unreadable: 'This poll cannot be shown.',
    fallback: ({ question, options }) =>
      `📊 Poll: ${question} — ${options.join(' / ')} (open Hearth's poll plugin to vote)`,
    form: {
      title: 'New poll',
      question: 'Question',
      option: (index) => `Option ${index}`,
      addOption: 'Add option',
      removeOption: (index) => `Remove option ${index}`,
      create: 'Create poll',
      cancel: 'Cancel',
      invalid: 'Write a question and at least two different options.',
      sendFailed: 'The poll was not sent. Try again.',
    },
  },
  zh: {
    votes: (count) => `${count} 票`,
    noVotes: '还没有人投票',
    you: '你',
    someone: '某人',
    withdraw: '撤回我的投票',
    voteFailed: '你的投票没有保存，请重试。',
    votingOff: '投票已关闭：“投票”不能与本聊天的成员共享数据。可以在“插件”中允许。',
    readingOff: '“投票”不能查看它显示的消息。可以在“插件”中允许。',
    unreadable: '无法显示这个投票。',
    fallback: ({ question, options }) =>
      `📊 投票：${question} — ${options.join(' / ')}（打开 Hearth 的投票插件来投票）`,
    form: {
      title: '新建投票',
      question: '问题',
      option: (index) => `选项 ${index}`,
      addOption: '添加选项',
      removeOption: (index) => `删除选项 ${index}`,
      create: '发起投票',
      cancel: '取消',
      invalid: '请填写问题和至少两个不同的选项。',
      sendFailed: '投票没有发出，请重试。',
    },
  },
  ja: {
    votes: (count) => `${count} 票`,
    noVotes: 'まだ投票はありません',
    you: 'あなた',
    someone: 'だれか',
    withdraw: '投票を取り消す',
    voteFailed: '投票が保存されませんでした。もう一度お試しください。',
    votingOff:
      '投票はオフです：「投票」はこのチャットのメンバーとデータを共有できません。「プラグイン」で許可できます。',
    readingOff:
      '「投票」は表示するメッセージを見ることができません。「プラグイン」で許可できます。',
    unreadable: 'この投票は表示できません。',
    fallback: ({ question, options }) =>
      `📊 投票：${question} — ${options.join(' / ')}（Hearth の投票プラグインを開いて投票）`,
    form: {
      title: '新しい投票',
      question: '質問',
      option: (index) => `選択肢 ${index}`,
      addOption: '選択肢を追加',
      removeOption: (index) => `選択肢 ${index} を削除`,
      create: '投票を作成',
      cancel: 'キャンセル',
      invalid: '質問と、異なる選択肢を 2 つ以上入力してください。',
      sendFailed: '投票を送信できませんでした。もう一度お試しください。',
    },
  },
};
