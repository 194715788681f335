import type { PluginLocale } from '@hearth/plugin-sdk';

/** Everything the checklist says, in one language. */
export interface ChecklistTexts {
  defaultTitle: string;
  panelTitle: string;
  progress: (done: number, total: number) => string;
  empty: string;
  newItem: string;
  add: string;
  remove: (item: string) => string;
  doneBy: (name: string) => string;
  saveFailed: string;
  editingOff: string;
  readingOff: string;
  fallback: (title: string) => string;
}

/** The checklist's words in each language the app speaks. */
export const TEXTS: Record<PluginLocale, ChecklistTexts> = {
  en: {
    defaultTitle: 'Checklist',
    panelTitle: "This chat's checklist",
    progress: (done, total) => `${done} of ${total} done`,
    empty: 'Nothing on the list yet.',
    newItem: 'Add an item',
    add: 'Add',
    remove: (item) => `Remove ${item}`,
    doneBy: (name) => `ticked by ${name}`,
    saveFailed: 'The change was not saved. Try again.',
    editingOff:
      'Editing is off: Checklist may not share data with the members of this chat. You can allow it in Plugins.',
    readingOff: 'Checklist may not see the message it shows. You can allow it in Plugins.',
    fallback: (title) => `☑️ Checklist: ${title} (open Hearth's checklist plugin to see the items)`,
  },
  zh: {
    defaultTitle: '清单',
    panelTitle: '本聊天的清单',
    progress: (done, total) => `已完成 ${done}/${total}`,
    empty: '清单还是空的。',
    newItem: '添加一项',
    add: '添加',
    remove: (item) => `删除“${item}”`,
    doneBy: (name) => `由 ${name} 勾选`,
    saveFailed: '修改没有保存，请重试。',
    editingOff: '编辑已关闭：“清单”不能与本聊天的成员共享数据。可以在“插件”中允许。',
    readingOff: '“清单”不能查看它显示的消息。可以在“插件”中允许。',
    fallback: (title) => `☑️ 清单：${title}（打开 Hearth 的清单插件查看事项）`,
  },
  ja: {
    defaultTitle: 'チェックリスト',
    panelTitle: 'このチャットのチェックリスト',
    progress: (done, total) => `${total} 件中 ${done} 件完了`,
    empty: 'まだ項目はありません。',
    newItem: '項目を追加',
    add: '追加',
    remove: (item) => `「${item}」を削除`,
    doneBy: (name) => `${name} がチェック`,
    saveFailed: '変更が保存されませんでした。もう一度お試しください。',
    editingOff:
      '編集はオフです：「チェックリスト」はこのチャットのメンバーとデータを共有できません。「プラグイン」で許可できます。',
    readingOff:
      '「チェックリスト」は表示するメッセージを見ることができません。「プラグイン」で許可できます。',
    fallback: (title) =>
      `☑️ チェックリスト：${title}（Hearth のチェックリストプラグインを開いて項目を表示）`,
  },
};
