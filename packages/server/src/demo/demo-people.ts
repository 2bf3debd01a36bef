import type { Random } from './demo-random.ts';

/** Names, towns and phone numbering of the demo countries. */
export interface CountryPeople {
  first: { male: readonly string[]; female: readonly string[] };
  last: readonly string[];
  towns: readonly string[];
  hospitals: readonly string[];
  language: 'en' | 'fr';
  /** A national subscriber number of the country's digit count (254: 9 digits, mobile 7xx/1xx; 225: 10 digits, 01/05/07). */
  subscriber(r: Random): string;
  dialing: string;
  nationalId(r: Random): string;
}

export const KENYA: CountryPeople = {
  first: {
    male: ['Brian', 'Kevin', 'Dennis', 'Collins', 'Peter', 'John', 'Samuel', 'Joseph', 'David', 'Daniel', 'Kipchoge', 'Otieno', 'Mwangi', 'Kamau', 'Wafula', 'Omondi', 'Kiprono', 'Njoroge', 'Hassan', 'Ibrahim'],
    female: ['Faith', 'Mercy', 'Grace', 'Esther', 'Wanjiru', 'Akinyi', 'Njeri', 'Mary', 'Joyce', 'Caroline', 'Achieng', 'Wambui', 'Chebet', 'Nafula', 'Zawadi', 'Amina', 'Halima', 'Purity', 'Lucy', 'Ann'],
  },
  last: ['Otieno', 'Mwangi', 'Kamau', 'Wanjiku', 'Ochieng', 'Kiprop', 'Mutua', 'Njoroge', 'Kariuki', 'Odhiambo', 'Wafula', 'Chebet', 'Kilonzo', 'Mohamed', 'Omondi', 'Kimani', 'Mugo', 'Atieno', 'Rotich', 'Nyambura', 'Macharia', 'Onyango', 'Korir', 'Waweru'],
  towns: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Machakos', 'Nyeri', 'Meru', 'Kakamega', 'Garissa', 'Kitale'],
  hospitals: ['Kenyatta National Hospital', 'Aga Khan University Hospital', 'Nairobi Hospital', 'Coast General Hospital', 'Jaramogi Oginga Odinga Hospital', 'Moi Teaching and Referral Hospital', 'Nakuru Level 5 Hospital', 'MP Shah Hospital'],
  language: 'en',
  dialing: '254',
  subscriber: (r) => `${r.pick(['7', '7', '7', '1'])}${r.pick(['0', '1', '2', '4', '9'])}${r.digits(7)}`,
  nationalId: (r) => `${r.int(1, 3)}${r.digits(7)}`,
};

export const COTE_DIVOIRE: CountryPeople = {
  first: {
    male: ['Kouadio', 'Konan', 'Yao', 'Koffi', 'Kouassi', "N'Guessan", 'Adama', 'Moussa', 'Seydou', 'Ibrahim', 'Didier', 'Serge', 'Jean-Marc', 'Arsène', 'Hervé', 'Mamadou'],
    female: ['Aya', 'Affoué', 'Adjoua', 'Amenan', 'Akissi', 'Mariam', 'Fatou', 'Awa', 'Aminata', 'Christelle', 'Estelle', 'Nadège', 'Sandrine', 'Bintou', 'Salimata', 'Clarisse'],
  },
  last: ['Kouassi', 'Konan', 'Koné', 'Traoré', 'Ouattara', 'Coulibaly', 'Yao', "N'Guessan", 'Kouamé', 'Bamba', 'Diabaté', 'Touré', 'Koffi', 'Diallo', 'Gbagbo', 'Aka', 'Tanoh', 'Brou', 'Zadi', 'Doumbia'],
  towns: ['Abidjan', 'Bouaké', 'Yamoussoukro', 'Daloa', 'San-Pédro', 'Korhogo', 'Man', 'Gagnoa', 'Divo', 'Abengourou'],
  hospitals: ['CHU de Cocody', 'CHU de Treichville', 'CHU de Yopougon', 'CHU de Bouaké', 'Polyclinique Internationale Sainte Anne-Marie', 'Hôpital Général de Yamoussoukro', 'Clinique Farah'],
  language: 'fr',
  dialing: '225',
  subscriber: (r) => `${r.pick(['07', '05', '01'])}${r.digits(8)}`,
  nationalId: (r) => `C${r.digits(10)}`,
};

export function personName(people: CountryPeople, r: Random) {
  const gender = r.chance(0.5) ? 'male' : 'female';
  return { gender, full_name: `${r.pick(people.first[gender])} ${r.pick(people.last)}` } as const;
}
