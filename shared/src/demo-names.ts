// The names of the demo data's room types, tour add-ons and menu dishes in the reader's language, wherever a traveller
// reads them: the booking pages, the price lines of the review, confirmation, My bookings and the e-mail, and the trip
// finder's explanations. English is the name as stored; a name a partner wrote is theirs and is shown as written.
// No Node, ORM or React imports: both sides import it.

type Translated = Record<'fr' | 'pt' | 'ar', string>;

const roomTypeNames: Readonly<Record<string, Translated>> = {
  'Deluxe King Room': { fr: 'Chambre Deluxe King', pt: 'Quarto Deluxe King', ar: 'غرفة ديلوكس بسرير كينغ' },
  'Junior Suite': { fr: 'Suite junior', pt: 'Suíte júnior', ar: 'جناح جونيور' },
  'Presidential Suite': { fr: 'Suite présidentielle', pt: 'Suíte presidencial', ar: 'الجناح الرئاسي' },
  'Classic Double': { fr: 'Double classique', pt: 'Duplo clássico', ar: 'غرفة مزدوجة كلاسيكية' },
  'Garden Suite': { fr: 'Suite jardin', pt: 'Suíte jardim', ar: 'جناح الحديقة' },
  'Luxury Tent': { fr: 'Tente de luxe', pt: 'Tenda de luxo', ar: 'خيمة فاخرة' },
  'Family Tent': { fr: 'Tente familiale', pt: 'Tenda familiar', ar: 'خيمة عائلية' },
  'Private Villa': { fr: 'Villa privée', pt: 'Moradia privada', ar: 'فيلا خاصة' },
  'Forest Cabin': { fr: 'Cabane en forêt', pt: 'Cabana na floresta', ar: 'كوخ في الغابة' },
  Treehouse: { fr: 'Cabane dans les arbres', pt: 'Casa na árvore', ar: 'بيت الشجرة' },
  Studio: { fr: 'Studio', pt: 'Estúdio', ar: 'استوديو' },
  'Two-Bedroom Apartment': { fr: 'Appartement deux chambres', pt: 'Apartamento de dois quartos', ar: 'شقة بغرفتي نوم' },
  'Single Room': { fr: 'Chambre simple', pt: 'Quarto individual', ar: 'غرفة فردية' },
  'Double Room': { fr: 'Chambre double', pt: 'Quarto duplo', ar: 'غرفة مزدوجة' },
  'Family Room': { fr: 'Chambre familiale', pt: 'Quarto familiar', ar: 'غرفة عائلية' },
};

/** Tour add-ons by code. */
const addOnNames: Readonly<Record<string, Translated>> = {
  photo: { fr: 'Forfait photo', pt: 'Pacote de fotografia', ar: 'باقة التصوير' },
  'premium-meals': { fr: 'Repas premium', pt: 'Refeições premium', ar: 'وجبات مميزة' },
  'luxury-transport': { fr: 'Transport de luxe', pt: 'Transporte de luxo', ar: 'نقل فاخر' },
  spa: { fr: 'Séance de spa', pt: 'Sessão de spa', ar: 'جلسة سبا' },
};

/** Menu dishes by code (their descriptions, shown on the menu only, are in the web's translations). */
const dishNames: Readonly<Record<string, Translated>> = {
  brochettes: { fr: 'Brochettes de chèvre', pt: 'Espetadas de cabrito', ar: 'أسياخ لحم الماعز' },
  isombe: { fr: 'Isombe', pt: 'Isombe', ar: 'إيسومبي' },
  tilapia: { fr: 'Tilapia grillé', pt: 'Tilápia grelhada', ar: 'بلطي مشوي' },
  samosas: { fr: 'Samoussas', pt: 'Chamuças', ar: 'سمبوسة' },
  chapati: { fr: 'Chapati', pt: 'Chapati', ar: 'شاباتي' },
  fruitSalad: { fr: 'Salade de fruits', pt: 'Salada de fruta', ar: 'سلطة فواكه' },
  passionJuice: { fr: 'Jus de fruit de la passion', pt: 'Sumo de maracujá', ar: 'عصير فاكهة العاطفة' },
  coffee: { fr: 'Café du Rwanda', pt: 'Café do Ruanda', ar: 'قهوة رواندية' },
};

const inLanguage = (names: Readonly<Record<string, Translated>>, key: string | null | undefined, language: string) =>
  key ? names[key]?.[language as keyof Translated] : undefined;

/** `name` in `language` when it is one of the demo data's room types; else as written. */
export function roomTypeName(name: string, language: string): string {
  return inLanguage(roomTypeNames, name, language) ?? name;
}

/** A tour add-on's name in `language`, by its code; else as stored. */
export function addOnName(addOn: { code?: string | null; name: string }, language: string): string {
  return inLanguage(addOnNames, addOn.code, language) ?? addOn.name;
}

/** A menu dish's name in `language`, by its code; else as stored. */
export function dishName(dish: { code?: string | null; name: string }, language: string): string {
  return inLanguage(dishNames, dish.code, language) ?? dish.name;
}
