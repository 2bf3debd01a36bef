import { countries } from '../modules/partners/countries.tables.ts';
import type { AppContext } from '../platform/module.ts';

export interface DemoResult {
  users: { username: string; password: string; note: string }[];
}

/** Demo data for a laptop or a demo: created once, on the first start with DEMO_DATA on. */
export async function seedDemoData(ctx: AppContext, _adminId: string): Promise<DemoResult> {
  await ctx.database.db
    .insert(countries)
    .values([
      { code: 'KE', name: 'Kenya', currency_code: 'KES', dialing_code: '254', phone_digits: 9 },
      { code: 'CI', name: "Côte d'Ivoire", currency_code: 'XOF', dialing_code: '225', phone_digits: 10 },
    ])
    .onConflictDoNothing();
  return { users: [] };
}
