import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'ลงชื่อเข้าใช้',
  needsToConnect: '{dapp} ต้องเชื่อมต่อกับวอลเล็ตของคุณ',
  thisApp: 'แอปนี้',
  wallet: 'วอลเล็ต',
  'intro.required': 'ลงนามข้อความนี้เพื่อยืนยันว่าคุณเป็นเจ้าของวอลเล็ตนี้และดำเนินการต่อ หากยกเลิก การเชื่อมต่อจะถูกตัด',
  'intro.optional':
    'ลงนามข้อความนี้เพื่อยืนยันว่าคุณเป็นเจ้าของวอลเล็ตนี้และดำเนินการต่อ คุณยกเลิกและเชื่อมต่อต่อไปได้โดยไม่ต้องลงชื่อเข้าใช้',
  cancel: 'ยกเลิก',
  cancelling: 'กำลังยกเลิก…',
  sign: 'ลงนาม',
  signing: 'กำลังลงนาม…',
  signFailed: 'เกิดข้อผิดพลาดขณะลงนามข้อความ',
  'error.InvalidSiwxSignatureError': 'ลายเซ็นไม่ถูกต้อง',
  'error.SiwxStorageError': 'ที่จัดเก็บข้อมูลการลงชื่อเข้าใช้ทำงานล้มเหลว',
  'error.InvalidSiwxMessageError': 'สร้างข้อความลงชื่อเข้าใช้ของแอปนี้ไม่ได้',
  startFailed: 'เกิดปัญหาขณะเริ่มการยืนยันตัวตน',
  signatureDeclined: 'การลงนามถูกปฏิเสธ',
} satisfies Translation<typeof siwxMessages>
