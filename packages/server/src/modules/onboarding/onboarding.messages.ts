import { addMessages } from '../../platform/http/messages.ts';

addMessages({
  onboarding_product_not_found: {
    en: 'No product of this partner has the code {code}.',
    fr: "Aucun produit de ce partenaire n'a le code {code}.",
  },
});
