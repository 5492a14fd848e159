/** Links to the business from any page, built from site settings (never hard-coded numbers). */

export function whatsappLink(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

