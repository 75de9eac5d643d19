import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'การลงนามถูกปฏิเสธ',
  'toast.authenticating': 'กำลังยืนยันตัวตน…',
  'toast.tokenBalanceUnavailable': 'ไม่สามารถดูยอดโทเค็นได้',
  'toast.somethingWentWrong': 'เกิดข้อผิดพลาด',
  'toast.transactionStarted': 'เริ่มธุรกรรมแล้ว',
  'toast.actionNotAllowed': 'ไม่อนุญาตให้ดำเนินการนี้',
  'alert.invalidAppConfiguration.title': 'การกำหนดค่าแอปไม่ถูกต้อง',
  'alert.invalidAppConfiguration.description':
    'ต้นทางนี้ไม่อยู่ในรายการที่อนุญาตของโปรเจกต์ของคุณ โปรดอัปเดตการกำหนดค่าในแดชบอร์ดของผู้ให้บริการ',
  'alert.projectIdNotConfigured.title': 'ยังไม่ได้กำหนดรหัสโปรเจกต์',
  'alert.projectIdNotConfigured.description': 'ส่ง projectId ให้ createModal() บริการที่โฮสต์ต้องใช้ค่านี้',
  'alert.switchNetworkNotFound.title': 'ไม่พบเครือข่าย',
  'alert.switchNetworkNotFound.description':
    'วอลเล็ตสลับไปยังเครือข่ายนี้ไม่ได้ เพิ่มเครือข่ายในวอลเล็ตแล้วลองอีกครั้ง',
  'error.InvalidAddressError': 'ที่อยู่ไม่ถูกต้อง',
  'error.UnrecognizedChainError': 'ไม่รู้จักเชน',
  'error.ChainNotSupportedError': 'ไม่รองรับเชนนี้',
  'error.NetworkNotFoundError': 'ไม่พบเครือข่าย',
  'error.UnsupportedChainError': 'เชนที่ไม่รองรับ',
  'error.UserRejectedRequestError': 'คุณปฏิเสธคำขอแล้ว',
  'error.ProviderNotFoundError': 'ไม่พบผู้ให้บริการวอลเล็ต',
  'error.RpcMethodNotAllowedError': 'ไม่อนุญาตการเรียก RPC ที่ร้องขอ',
  'error.RequestAbortedError': 'คำขอถูกยกเลิก',
  'error.TimeoutError': 'เกิดข้อผิดพลาด',
  'error.SignMessageError': 'การลงนามล้มเหลว',
  'error.HttpRequestError': 'คำขอล้มเหลวด้วยสถานะ {status}',
  'error.FeatureLoadError': 'โหลดฟีเจอร์ “{featureId}” ไม่สำเร็จ',
  'error.EngineDestroyedError': 'หน้าต่างถูกปิดถาวรแล้ว',
  'error.DisconnectError': 'ยกเลิกการเชื่อมต่อไม่สำเร็จ',
} satisfies Translation<typeof coreMessages>
