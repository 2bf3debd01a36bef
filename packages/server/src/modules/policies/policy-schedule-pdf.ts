import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';

export interface ScheduleData {
  language: string;
  partner_name: string;
  insurer: string | null;
  currency_code: string;
  policy_number: string;
  status: string;
  customer_name: string;
  msisdn: string;
  national_id: string | null;
  product_name: string;
  premium_cents: number;
  granularity: string;
  benefit_cents: number;
  start_date: string;
  valid_until: string | null;
  purchased_at: string;
  beneficiary: string | null;
}

const TEXT = {
  en: {
    title: 'Policy schedule',
    policy_number: 'Policy number',
    status: 'Status',
    insured: 'Insured',
    msisdn: 'Phone number',
    national_id: 'National id',
    product: 'Product',
    premium: 'Premium',
    benefit: 'Benefit',
    start: 'Start date',
    until: 'Valid until',
    open_ended: 'While premiums are paid',
    purchased: 'Purchased on',
    beneficiary: 'Beneficiary',
    none: 'None',
    insurer: 'Insurer',
    per: { daily: 'per day', weekly: 'per week', monthly: 'per month', yearly: 'per year' },
  },
  fr: {
    title: 'Conditions particulières',
    policy_number: 'Numéro de police',
    status: 'Statut',
    insured: 'Assuré',
    msisdn: 'Numéro de téléphone',
    national_id: "Numéro d'identité",
    product: 'Produit',
    premium: 'Prime',
    benefit: 'Prestation',
    start: 'Date de début',
    until: "Valable jusqu'au",
    open_ended: 'Tant que les primes sont payées',
    purchased: 'Souscrite le',
    beneficiary: 'Bénéficiaire',
    none: 'Aucun',
    insurer: 'Assureur',
    per: { daily: 'par jour', weekly: 'par semaine', monthly: 'par mois', yearly: 'par an' },
  },
} as const;

/** Money in the country's currency, formatted for the language (cents → units). */
export function formatMoney(cents: number, currency: string, language: string) {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency }).format(
    cents / 100,
  );
}

export function formatDate(iso: string, language: string) {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}

/** The policy schedule as a PDF stream, in the customer's language (French or English). */
export function policySchedulePdf(d: ScheduleData): Readable {
  const t = d.language === 'fr' ? TEXT.fr : TEXT.en;
  const lang = d.language === 'fr' ? 'fr' : 'en';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: lang === 'fr' ? 'fr-FR' : 'en-GB',
    info: { Title: `${t.title} ${d.policy_number}` },
  });
  const per = (t.per as Record<string, string>)[d.granularity] ?? d.granularity;
  doc.fontSize(20).text(d.partner_name);
  doc.moveDown(0.3).fontSize(16).text(t.title);
  doc.moveDown();
  const rows: [string, string][] = [
    [t.policy_number, d.policy_number],
    [t.status, d.status],
    [t.product, d.product_name],
    [t.insured, d.customer_name],
    [t.msisdn, d.msisdn],
    [t.national_id, d.national_id ?? t.none],
    [t.premium, `${formatMoney(d.premium_cents, d.currency_code, lang)} ${per}`],
    [t.benefit, formatMoney(d.benefit_cents, d.currency_code, lang)],
    [t.start, formatDate(d.start_date, lang)],
    [t.until, d.valid_until ? formatDate(d.valid_until, lang) : t.open_ended],
    [t.purchased, formatDate(d.purchased_at, lang)],
    [t.beneficiary, d.beneficiary ?? t.none],
  ];
  if (d.insurer) rows.push([t.insurer, d.insurer]);
  doc.fontSize(11);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, 56, y, { width: 170 });
    doc.font('Helvetica').text(value, 230, y, { width: 310 });
    doc.moveDown(0.4);
  }
  doc.end();
  return doc as unknown as Readable;
}
