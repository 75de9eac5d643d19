import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': '名前を選択',
  'view.RegisterAccountName': '名前を選択',
  'view.RegisterAccountNameSuccess': 'アカウント名',
  'action.names': '名前を選ぶ',
  chooseTitle: 'アカウント名を選択',
  chooseText: '0xアドレスとはお別れ。{example}のような名前なら、共有も送金先の指定も簡単です。',
  exampleName: 'yourname',
  chooseName: '名前を選択',
  accountName: 'アカウント名',
  suggestions: '候補',
  register: '登録',
  tooShort: { other: '名前は{count}文字以上にしてください' },
  invalidCharacters: '名前に使えるのは英字、数字、ハイフンのみです',
  alreadyOwned: 'すでに名前をお持ちです',
  registered: '登録済み',
  available: '利用可能',
  suggestionsFailed: '名前の候補を取得できませんでした',
  registerFailed: '名前 {name} を登録できませんでした',
  noAccount: 'アドレスまたは認証コネクタが見つかりません',
  signatureDeclined: '署名が拒否されました',
  signatureExpired: {
    other: '署名に{count}秒以上かかりました。「登録」を押して、もう一度署名してください。',
  },
  registeringStatus:
    '{name} を登録中です。名前を確定するには、ウォレットでメッセージに署名してください。',
  registering: '登録中',
  registeringName: '{name} を登録中',
  signToConfirm: '名前を確定するには、ウォレットでメッセージに署名してください。',
  successStatus: 'アカウント名を設定しました：{name}',
  success: 'アカウント名を設定しました',
  receiveAtName: '新しい名前で暗号資産を受け取れるようになりました。',
  backToAccount: 'アカウントに戻る',
} satisfies Translation<typeof namesMessages>
