import type { Language } from '../../../core/languages';
import { ActionLink, MailLayout, SmallPrint } from '../../../mail/mail-blocks';
import { renderMail, type ComposedMail } from '../../../mail/render-mail';

const WORDS: Record<Language, { subject: (business: string) => string; hello: string; asked: (business: string) => string; confirm: string; unconfirmed: string; notYou: string }> = {
  en: {
    subject: (business) => `Confirm your email alerts from ${business}`,
    hello: 'Hello,',
    asked: (business) => `You (or someone with your address) asked ${business} to email you about:`,
    confirm: 'Yes, send me these alerts',
    unconfirmed: 'The link works for 7 days. Until you confirm, we send you nothing else.',
    notYou: 'If this was not you, ignore this email: nothing more will come.',
  },
  te: {
    subject: (business) => `${business} ఈమెయిల్ అలర్ట్‌లను నిర్ధారించండి`,
    hello: 'నమస్కారం,',
    asked: (business) => `మీరు (లేదా మీ చిరునామాతో ఎవరో) వీటి గురించి ఈమెయిల్ చేయమని ${business} ను అడిగారు:`,
    confirm: 'అవును, ఈ అలర్ట్‌లు నాకు పంపండి',
    unconfirmed: 'ఈ లింక్ 7 రోజులు పనిచేస్తుంది. మీరు నిర్ధారించే వరకు మేము ఇంకేమీ పంపము.',
    notYou: 'ఇది మీరు కాకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి: ఇంకేమీ రాదు.',
  },
};

/** The double opt-in mail: what the address would follow, in words, and the confirmation link. */
function ConfirmSubscriptionMail({ language, business, alerts, link }: { language: Language; business: string; alerts: readonly string[]; link: string }) {
  const words = WORDS[language];
  return (
    <MailLayout>
      <p>{words.hello}</p>
      <p>{words.asked(business)}</p>
      <ul>
        {alerts.map((alert) => (
          <li key={alert}>{alert}</li>
        ))}
      </ul>
      <ActionLink href={link}>{words.confirm}</ActionLink>
      <SmallPrint>{words.unconfirmed}</SmallPrint>
      <SmallPrint>{words.notYou}</SmallPrint>
    </MailLayout>
  );
}

/** The confirmation mail in the subscriber's language, from `business`: `alerts` in words, `link` the signed confirmation link. */
export function confirmSubscriptionMail(language: Language, business: string, alerts: readonly string[], link: string): ComposedMail {
  return { subject: WORDS[language].subject(business), ...renderMail(<ConfirmSubscriptionMail language={language} business={business} alerts={alerts} link={link} />) };
}
