// Arabic strings and an Arabic prompt for the right-to-left stories. The library ships English and
// Thai; this shows a third language is only a `messages` object away.
import { messages, type Messages } from '../../src/index';
import type { ChatText } from './Chat';

export const messagesAr: Messages = {
  ...messages,
  other: 'أخرى',
  otherLabel: (header) => `إجابتك الخاصة عن ${header}`,
  otherPlaceholder: 'اكتب إجابتك الخاصة…',
  recommended: 'موصى به',
  review: 'مراجعة',
  reviewTitle: 'راجع إجاباتك',
  change: 'تغيير',
  youAnswered: 'أجبت',
  answeredOf: (answered, total) => `أُجيب عن ${answered} من ${total}`,
  shortcutHint: (count, enter) => `1–${count} للاختيار · Enter ${enter} · Esc للتصغير`,
  skipConfirm: (answered) => `تخطي كل الأسئلة؟ لن تُرسل إجاباتك (${answered}).`,
  skipAnyway: 'تخطَّ على أي حال',
  keepAnswering: 'تابع الإجابة',
  stepLabel: (current, total, header) => `السؤال ${current} من ${total}: ${header}`,
  stepsLabel: 'الأسئلة',
  back: 'السابق',
  next: 'التالي',
  submit: 'إرسال',
  submitting: 'جارٍ الإرسال…',
  retry: 'أعد المحاولة',
  skip: 'تخطٍّ',
  collapse: 'تصغير السؤال',
  expand: 'إظهار السؤال',
  promptLabel: 'سؤال من الوكيل',
  multipleChoice: '(اختيار متعدد)',
  timeLeft: (time) => `الوقت المتبقي ${time}`,
  oneMinuteLeft: 'بقيت دقيقة واحدة للإجابة.',
  unanswered: (header) => `يرجى الإجابة عن «${header}» أو كتابة إجابتك الخاصة.`,
  answered: 'تمت الإجابة',
  answeredElsewhere: 'أُجيب في مكان آخر',
  skipped: 'تم التخطي',
  expired: 'انتهت المهلة',
  cancelled: 'أُلغي',
  summaryLabel: 'ملخص الإجابة',
};

export const chatTextAr: ChatText = {
  message: 'رسالة',
  send: 'إرسال',
  agent: 'الوكيل',
  you: 'أنت',
  conversation: 'المحادثة',
  placeholder: 'اكتب رسالة…',
};

export const arabicRequest = {
  questions: [
    {
      id: 'deploy_target',
      header: 'الوجهة',
      question: 'أين أنشر الإصدار 1.4.0؟',
      options: [
        { label: 'بيئة الاختبار (Recommended)', description: 'آمنة للتجربة؛ لا يراها أحد خارج الفريق.' },
        { label: 'بيئة الإنتاج', description: 'يحصل عليه المستخدمون الفعليون فورًا.' },
      ],
    },
    {
      id: 'checks',
      header: 'الفحوص',
      question: 'ما الفحوص التي يجب تشغيلها قبل النشر؟',
      multiSelect: true,
      options: [{ label: 'فحص الشيفرة' }, { label: 'اختبارات الوحدات' }, { label: 'اختبارات شاملة' }],
    },
    {
      id: 'notify',
      header: 'الإشعار',
      question: 'من يجب إبلاغه عند الانتهاء؟',
      options: [{ label: 'لا أحد' }, { label: 'قناة الفريق' }],
    },
  ],
  timeoutSeconds: 300,
};
