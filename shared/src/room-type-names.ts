// The demo data's room type names in the reader's language, wherever a traveller reads them: the room choice, the
// price lines of the review, confirmation, My bookings and the e-mail, and the trip finder's explanations. A name a
// partner wrote is theirs and is shown as written. No Node, ORM or React imports: both sides import it.

type Translated = Record<'fr' | 'pt' | 'ar', string>;

const seededNames: Readonly<Record<string, Translated>> = {
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

/** `name` in `language` when it is one of the demo data's room types; else as written. */
export function roomTypeName(name: string, language: string): string {
  return seededNames[name]?.[language as keyof Translated] ?? name;
}
