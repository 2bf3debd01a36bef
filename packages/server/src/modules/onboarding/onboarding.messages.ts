import { addMessages } from '../../platform/http/messages.ts';

addMessages({
  onboarding_premium_invalid: {
    en: 'Premium must be an amount (digits, at most two decimals).',
    fr: 'La prime doit être un montant (chiffres, au plus deux décimales).',
  },
  onboarding_product_not_found: {
    en: 'No product of this partner has the code {code}.',
    fr: "Aucun produit de ce partenaire n'a le code {code}.",
  },
});
