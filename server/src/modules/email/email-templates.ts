// The account e-mails in the four interface languages of spec §1: subject, text and HTML.
import type { Language } from '../../language.js';
import { oneLine } from '../../validation.js';
import { letter, linkParagraph, paragraph } from './email-letter.js';
import type { EmailAttachment } from './email-outbox.entity.js';

export interface EmailContent {
  template: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

interface Wording {
  subject: string;
  lines: string[];
  action?: string;
}

interface Phrasebook {
  hello: (firstName: string) => string;
  signature: string;
  verifyEmail: Wording;
  resetPassword: Wording;
  passwordChanged: Wording;
  partnerInvitation: Wording;
}

const phrasebooks: Record<Language, Phrasebook> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    signature: 'The Safari Marketplace team',
    verifyEmail: {
      subject: 'Verify your email address',
      lines: [
        'Welcome! Confirm your email address to finish creating your account.',
        'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
      ],
      action: 'Verify my email',
    },
    resetPassword: {
      subject: 'Reset your password',
      lines: [
        'Someone asked to reset the password of your account. If it was you, choose a new one.',
        'The link works once and expires in 1 hour. If it was not you, ignore this email: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
    passwordChanged: {
      subject: 'Your password was changed',
      lines: [
        'The password of your account was just changed, and your other devices were signed out.',
        'If this was not you, reset your password now and contact our support.',
      ],
    },
    partnerInvitation: {
      subject: 'Your partner account is ready',
      lines: [
        'The Safari Marketplace team opened a partner account for you, to manage your listings and bookings.',
        'Choose a password to sign in. The link works once and expires in 7 days; after that, use "Forgot password" on the sign-in page.',
      ],
      action: 'Choose my password',
    },
  },
  fr: {
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    signature: "L'équipe Safari Marketplace",
    verifyEmail: {
      subject: 'Vérifiez votre adresse e-mail',
      lines: [
        'Bienvenue ! Confirmez votre adresse e-mail pour terminer la création de votre compte.',
        "Le lien ne fonctionne qu'une fois et expire dans 24 heures. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.",
      ],
      action: 'Vérifier mon e-mail',
    },
    resetPassword: {
      subject: 'Réinitialisez votre mot de passe',
      lines: [
        "Quelqu'un a demandé à réinitialiser le mot de passe de votre compte. Si c'était vous, choisissez-en un nouveau.",
        "Le lien ne fonctionne qu'une fois et expire dans 1 heure. Si ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.",
      ],
      action: 'Choisir un nouveau mot de passe',
    },
    passwordChanged: {
      subject: 'Votre mot de passe a été modifié',
      lines: [
        'Le mot de passe de votre compte vient d’être modifié et vos autres appareils ont été déconnectés.',
        "Si ce n'était pas vous, réinitialisez votre mot de passe maintenant et contactez notre support.",
      ],
    },
    partnerInvitation: {
      subject: 'Votre compte partenaire est prêt',
      lines: [
        "L'équipe Safari Marketplace vous a ouvert un compte partenaire pour gérer vos offres et vos réservations.",
        "Choisissez un mot de passe pour vous connecter. Le lien ne fonctionne qu'une fois et expire dans 7 jours ; ensuite, utilisez « Mot de passe oublié » sur la page de connexion.",
      ],
      action: 'Choisir mon mot de passe',
    },
  },
  ar: {
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    signature: 'فريق Safari Marketplace',
    verifyEmail: {
      subject: 'تأكيد عنوان بريدك الإلكتروني',
      lines: [
        'أهلًا بك! أكّد عنوان بريدك الإلكتروني لإكمال إنشاء حسابك.',
        'يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال 24 ساعة. إذا لم تقم بالتسجيل، تجاهل هذه الرسالة.',
      ],
      action: 'تأكيد بريدي الإلكتروني',
    },
    resetPassword: {
      subject: 'إعادة تعيين كلمة المرور',
      lines: [
        'طلب أحدهم إعادة تعيين كلمة مرور حسابك. إذا كنت أنت، فاختر كلمة مرور جديدة.',
        'يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة واحدة. إذا لم تكن أنت، تجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
      ],
      action: 'اختيار كلمة مرور جديدة',
    },
    passwordChanged: {
      subject: 'تم تغيير كلمة المرور',
      lines: ['تم للتو تغيير كلمة مرور حسابك، وتم تسجيل الخروج من أجهزتك الأخرى.', 'إذا لم تكن أنت، أعد تعيين كلمة المرور الآن وتواصل مع فريق الدعم.'],
    },
    partnerInvitation: {
      subject: 'حساب الشريك الخاص بك جاهز',
      lines: [
        'أنشأ فريق Safari Marketplace حساب شريك لك لإدارة عروضك وحجوزاتك.',
        'اختر كلمة مرور لتسجيل الدخول. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال 7 أيام؛ بعد ذلك استخدم «نسيت كلمة المرور» في صفحة تسجيل الدخول.',
      ],
      action: 'اختيار كلمة المرور',
    },
  },
  pt: {
    hello: (name) => (name ? `Olá ${name},` : 'Olá,'),
    signature: 'A equipa Safari Marketplace',
    verifyEmail: {
      subject: 'Confirme o seu endereço de e-mail',
      lines: [
        'Bem-vindo! Confirme o seu endereço de e-mail para concluir a criação da sua conta.',
        'O link funciona uma vez e expira em 24 horas. Se não se registou, ignore este e-mail.',
      ],
      action: 'Confirmar o meu e-mail',
    },
    resetPassword: {
      subject: 'Redefina a sua palavra-passe',
      lines: [
        'Alguém pediu para redefinir a palavra-passe da sua conta. Se foi você, escolha uma nova.',
        'O link funciona uma vez e expira em 1 hora. Se não foi você, ignore este e-mail: a sua palavra-passe mantém-se.',
      ],
      action: 'Escolher uma nova palavra-passe',
    },
    passwordChanged: {
      subject: 'A sua palavra-passe foi alterada',
      lines: [
        'A palavra-passe da sua conta acabou de ser alterada e os seus outros dispositivos foram desligados.',
        'Se não foi você, redefina a palavra-passe agora e contacte o nosso apoio.',
      ],
    },
    partnerInvitation: {
      subject: 'A sua conta de parceiro está pronta',
      lines: [
        'A equipa Safari Marketplace abriu uma conta de parceiro para si, para gerir as suas ofertas e reservas.',
        'Escolha uma palavra-passe para iniciar sessão. O link funciona uma vez e expira em 7 dias; depois disso, use "Esqueci-me da palavra-passe" na página de início de sessão.',
      ],
      action: 'Escolher a minha palavra-passe',
    },
  },
};

type Kind = 'verifyEmail' | 'resetPassword' | 'passwordChanged' | 'partnerInvitation';
const templateNames: Record<Kind, string> = {
  verifyEmail: 'verify-email',
  resetPassword: 'reset-password',
  passwordChanged: 'password-changed',
  partnerInvitation: 'partner-invitation',
};

function compose(kind: Kind, language: Language, firstName: string, url?: string): EmailContent {
  const book = phrasebooks[language];
  const wording = book[kind];
  const greeting = book.hello(oneLine(firstName));
  const action = url && wording.action ? { label: wording.action, url } : undefined;
  const { text, html } = letter(language, {
    greeting,
    signature: book.signature,
    text: [...wording.lines, ...(action ? ['', `${action.label}: ${action.url}`] : [])],
    html: [...wording.lines.map(paragraph), action ? linkParagraph(action.url, action.label) : ''],
  });
  return { template: templateNames[kind], language, subject: wording.subject, text, html };
}

export const emails = {
  verifyEmail: (language: Language, firstName: string, url: string) => compose('verifyEmail', language, firstName, url),
  resetPassword: (language: Language, firstName: string, url: string) => compose('resetPassword', language, firstName, url),
  passwordChanged: (language: Language, firstName: string) => compose('passwordChanged', language, firstName),
  partnerInvitation: (language: Language, firstName: string, url: string) => compose('partnerInvitation', language, firstName, url),
};
