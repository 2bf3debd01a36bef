/**
 * SMS: templates, event SMS, blasts and bulk SMS to customers, dispatch at the partner’s rate.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { type EventSmsCode, queueEventSms, queueEventSmsFrom } from './event-sms.ts';
export { smsModule } from './sms.routes.ts';
export { renderSystemSms, type SmsValues } from './sms-render.ts';
