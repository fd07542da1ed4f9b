// Seed data: the demo's partner texts in French, Portuguese and Arabic (issue 29). Each entry is an English text as the
// templates write it (listing-names.ts, activities.ts), its placeholders in braces, and the same text in each language.
// A text the seed generates is matched against the entries in order (the more particular first); a placeholder's value
// is itself looked up (`the Sahara`, `Gorilla`), else kept as it is: place names and proper names stay as they are
// (a park or a mountain is named as a proper name, without an article, wherever a sentence puts it).
// A text no entry matches (a hotel's made-up name) has no translation: readers get the original.

export type SeedLanguage = 'fr' | 'pt' | 'ar';
type Entry = readonly [en: string, fr: string, pt: string, ar: string];

/** Words the templates put in a placeholder, when they are not names. */
const values: readonly Entry[] = [
  ['Gorilla', 'gorilles', 'gorilas', 'الغوريلا'],
  ['Chimpanzee', 'chimpanzés', 'chimpanzés', 'الشمبانزي'],
  ['Lemur', 'lémuriens', 'lêmures', 'الليمور'],
  ['gorilla', 'de gorilles', 'de gorilas', 'من الغوريلا'],
  ['chimpanzee', 'de chimpanzés', 'de chimpanzés', 'من الشمبانزي'],
  ['lemur', 'de lémuriens', 'de lêmures', 'من الليمور'],
  ['the Sahara', 'le Sahara', 'o Saara', 'الصحراء الكبرى'],
  ['the White Desert', 'le Désert blanc', 'o Deserto Branco', 'الصحراء البيضاء'],
  ['the Nubian Desert', 'le désert de Nubie', 'o deserto da Núbia', 'الصحراء النوبية'],
  ['the Makgadikgadi Pans', 'les salines de Makgadikgadi', 'as salinas de Makgadikgadi', 'مسطحات ماكغاديكغادي الملحية'],
  ['the Source of the Nile', 'la source du Nil', 'a nascente do Nilo', 'منبع النيل'],
  ['the Diani coast', 'la côte de Diani', 'a costa de Diani', 'ساحل دياني'],
  ['the Red Sea', 'la mer Rouge', 'o mar Vermelho', 'البحر الأحمر'],
  ['the Bazaruto Archipelago', "l'archipel de Bazaruto", 'o arquipélago de Bazaruto', 'أرخبيل بازاروتو'],
  ['the Le Morne lagoon', 'le lagon du Morne', 'a lagoa de Le Morne', 'بحيرة لو مورن'],
  ['Lake Malawi', 'le lac Malawi', 'o lago Malawi', 'بحيرة ملاوي'],
  ['Victoria Falls', 'les chutes Victoria', 'as cataratas Vitória', 'شلالات فيكتوريا'],
  ['Table Mountain', 'Montagne de la Table', 'Montanha da Mesa', 'جبل الطاولة'],
  ['Mount Kenya', 'Mont Kenya', 'Monte Quénia', 'جبل كينيا'],
  ['Mount Bisoke', 'Mont Bisoke', 'Monte Bisoke', 'جبل بيسوكي'],
  ['Mount Cameroon', 'Mont Cameroun', 'Monte Camarões', 'جبل الكاميرون'],
  ['Simien Mountains', 'Monts Simien', 'Montanhas Simien', 'جبال سيمين'],
  ['Maloti Mountains', 'Monts Maloti', 'Montanhas Maloti', 'جبال مالوتي'],
  ['Nyiragongo Volcano', 'Volcan Nyiragongo', 'Vulcão Nyiragongo', 'بركان نيراغونغو'],
  ['Drakensberg Amphitheatre', 'Amphithéâtre du Drakensberg', 'Anfiteatro de Drakensberg', 'مدرج دراكنزبرغ'],
  ['Volcanoes National Park', 'Parc national des Volcans', 'Parque Nacional dos Vulcões', 'حديقة البراكين الوطنية'],
  ['Nairobi National Park', 'Parc national de Nairobi', 'Parque Nacional de Nairobi', 'حديقة نيروبي الوطنية'],
  ['Mole National Park', 'Parc national de Mole', 'Parque Nacional de Mole', 'حديقة مولي الوطنية'],
  ['Virunga National Park', 'Parc national des Virunga', 'Parque Nacional de Virunga', 'حديقة فيرونغا الوطنية'],
  ['Nyungwe Forest', 'Forêt de Nyungwe', 'Floresta de Nyungwe', 'غابة نيونغوي'],
  ['Kibale Forest', 'Forêt de Kibale', 'Floresta de Kibale', 'غابة كيبالي'],
  ['Bwindi Impenetrable Forest', 'Forêt impénétrable de Bwindi', 'Floresta Impenetrável de Bwindi', 'غابة بويندي التي لا يمكن اختراقها'],
  ['Ngorongoro Crater', 'Cratère du Ngorongoro', 'Cratera de Ngorongoro', 'فوهة نغورونغورو'],
  ['Okavango Delta', "Delta de l'Okavango", 'Delta do Okavango', 'دلتا أوكافانغو'],
];

/** Tour names, most particular first. */
const tourNames: readonly Entry[] = [
  [
    '{n}-Day {park} Big Five Safari',
    'Safari Big Five de {n} jours à {park}',
    'Safári Big Five de {n} dias em {park}',
    'سفاري الخمسة الكبار لمدة {n} أيام في {park}',
  ],
  [
    '{n}-Day Sahara Desert Expedition',
    'Expédition de {n} jours dans le désert du Sahara',
    'Expedição de {n} dias ao deserto do Saara',
    'رحلة استكشافية لمدة {n} أيام في الصحراء الكبرى',
  ],
  [
    '{n}-Day White Desert Expedition',
    'Expédition de {n} jours dans le Désert blanc',
    'Expedição de {n} dias ao Deserto Branco',
    'رحلة استكشافية لمدة {n} أيام في الصحراء البيضاء',
  ],
  [
    'White Desert Day Trip from {city}',
    'Journée dans le Désert blanc au départ de {city}',
    'Passeio de um dia ao Deserto Branco a partir de {city}',
    'رحلة يوم إلى الصحراء البيضاء من {city}',
  ],
  [
    '{n}-Day Meroë Pyramids and Nubian Desert',
    'Pyramides de Méroé et désert de Nubie en {n} jours',
    'Pirâmides de Meroé e deserto da Núbia em {n} dias',
    'أهرامات مروي والصحراء النوبية في {n} أيام',
  ],
  [
    '{n}-Day Makgadikgadi Pans Expedition',
    'Expédition de {n} jours aux salines de Makgadikgadi',
    'Expedição de {n} dias às salinas de Makgadikgadi',
    'رحلة استكشافية لمدة {n} أيام إلى مسطحات ماكغاديكغادي',
  ],
  [
    '{n}-Day Sossusvlei Dunes Safari',
    'Safari de {n} jours dans les dunes de Sossusvlei',
    'Safári de {n} dias nas dunas de Sossusvlei',
    'سفاري لمدة {n} أيام في كثبان سوسوسفلي',
  ],
  [
    'Erg Chebbi Sunset Camel Ride',
    "Balade à dos de chameau au coucher du soleil dans l'erg Chebbi",
    'Passeio de camelo ao pôr do sol em Erg Chebbi',
    'ركوب الجمال عند الغروب في عرق الشبي',
  ],
  [
    '{n}-Day Erg Chebbi Camel Trek',
    "Randonnée chamelière de {n} jours dans l'erg Chebbi",
    'Travessia de camelo de {n} dias em Erg Chebbi',
    'رحلة على الجمال لمدة {n} أيام في عرق الشبي',
  ],
  [
    'Sinai Desert Sunrise from {city}',
    'Lever de soleil sur le désert du Sinaï au départ de {city}',
    'Nascer do sol no deserto do Sinai a partir de {city}',
    'شروق الشمس في صحراء سيناء من {city}',
  ],
  [
    '{place} Desert Day Trip from {city}',
    'Journée dans le désert de {place} au départ de {city}',
    'Passeio de um dia ao deserto de {place} a partir de {city}',
    'رحلة يوم إلى صحراء {place} من {city}',
  ],
  [
    '{n}-Day {place} Desert Expedition',
    'Expédition de {n} jours dans le désert de {place}',
    'Expedição de {n} dias ao deserto de {place}',
    'رحلة استكشافية لمدة {n} أيام في صحراء {place}',
  ],
  [
    '{n}-Day {animal} Trekking in {park}',
    'Trek de {n} jours vers les {animal} à {park}',
    'Trekking de {n} dias aos {animal} em {park}',
    'رحلة مشي لمدة {n} أيام لمشاهدة {animal} في {park}',
  ],
  ['{animal} Trekking in {park}', 'Trek vers les {animal} à {park}', 'Trekking aos {animal} em {park}', 'رحلة مشي لمشاهدة {animal} في {park}'],
  [
    '{n}-Day Nile Felucca Cruise from {start}',
    'Croisière de {n} jours en felouque sur le Nil au départ de {start}',
    'Cruzeiro de {n} dias de falua no Nilo a partir de {start}',
    'رحلة نيلية بالفلوكة لمدة {n} أيام من {start}',
  ],
  [
    'White-Water Rafting on the Nile from Jinja',
    'Rafting en eaux vives sur le Nil au départ de Jinja',
    'Rafting em águas bravas no Nilo a partir de Jinja',
    'التجديف في المياه البيضاء على النيل من جينجا',
  ],
  [
    'Red Sea Reef Snorkelling from {city}',
    'Snorkeling sur les récifs de la mer Rouge au départ de {city}',
    'Mergulho de snorkel nos recifes do mar Vermelho a partir de {city}',
    'الغطس بين شعاب البحر الأحمر من {city}',
  ],
  ['Stone Town Spice and Heritage Tour', 'Stone Town : épices et patrimoine', 'Stone Town: especiarias e património', 'جولة التوابل والتراث في ستون تاون'],
  [
    'Taste of {country}: {city} Food Tour',
    'Saveurs de {country} : circuit gourmand à {city}',
    'Sabores de {country}: roteiro gastronómico em {city}',
    'مذاق {country}: جولة طعام في {city}',
  ],
  [
    '{n}-Day {country} Culture Trail',
    'Route culturelle de {n} jours au {country}',
    'Rota cultural de {n} dias por {country}',
    'مسار ثقافي لمدة {n} أيام في {country}',
  ],
  ['{city} Heritage Walk', 'Promenade patrimoniale à {city}', 'Passeio pelo património de {city}', 'جولة تراثية سيرًا في {city}'],
  ['{city} Markets & Crafts Tour', 'Marchés et artisanat de {city}', 'Mercados e artesanato de {city}', 'جولة الأسواق والحرف في {city}'],
  ['{city} Museums & Monuments Tour', 'Musées et monuments de {city}', 'Museus e monumentos de {city}', 'جولة المتاحف والمعالم في {city}'],
  ['{city} Old Town on Foot', 'La vieille ville de {city} à pied', 'O centro histórico de {city} a pé', 'المدينة القديمة في {city} سيرًا على الأقدام'],
  ['Drums and Dance Evening in {city}', 'Soirée tambours et danse à {city}', 'Noite de tambores e dança em {city}', 'أمسية طبول ورقص في {city}'],
  ['Village Life Experience near {city}', 'La vie au village près de {city}', 'A vida na aldeia perto de {city}', 'تجربة حياة القرية قرب {city}'],
  ['Mountain Biking the {city} Hills', 'VTT dans les collines de {city}', 'BTT nas colinas de {city}', 'ركوب الدراجات الجبلية في تلال {city}'],
  [
    '{park} Game Drive from {city}',
    'Safari en 4x4 à {park} au départ de {city}',
    'Safári de jipe em {park} a partir de {city}',
    'رحلة سفاري بالسيارة في {park} من {city}',
  ],
  ['{n}-Day {park} Safari', 'Safari de {n} jours à {park}', 'Safári de {n} dias em {park}', 'سفاري لمدة {n} أيام في {park}'],
  ['{n}-Day {summit} Trek', 'Trek de {n} jours : {summit}', 'Trekking de {n} dias: {summit}', 'رحلة مشي لمدة {n} أيام: {summit}'],
  ['{coast} Snorkelling and Dhow Day', 'Journée snorkeling et boutre : {coast}', 'Dia de snorkel e dhow: {coast}', 'يوم غطس وقارب شراعي: {coast}'],
  ['{feature} Hike from {city}', 'Randonnée {feature} au départ de {city}', 'Caminhada {feature} a partir de {city}', 'نزهة مشي {feature} من {city}'],
  ['{summit} Day Hike', "Randonnée d'une journée : {summit}", 'Caminhada de um dia: {summit}', 'نزهة مشي ليوم واحد: {summit}'],
  [
    '{falls} Day Trip from {city}',
    "Excursion d'une journée : {falls}, au départ de {city}",
    'Passeio de um dia: {falls}, a partir de {city}',
    'رحلة يوم: {falls}، من {city}',
  ],
];

/** Tour descriptions. */
const tourDescriptions: readonly Entry[] = [
  [
    'Lion, leopard, elephant, buffalo and rhino in {park}: game drives at dawn and dusk with a ranger who knows the park, from {hub}.',
    'Lion, léopard, éléphant, buffle et rhinocéros à {park} : safaris à l’aube et au crépuscule avec un ranger qui connaît le parc, au départ de {hub}.',
    'Leão, leopardo, elefante, búfalo e rinoceronte em {park}: safáris ao amanhecer e ao entardecer com um guarda que conhece o parque, a partir de {hub}.',
    'الأسد والنمر والفيل والجاموس ووحيد القرن في {park}: رحلات سفاري عند الفجر والغسق مع حارس يعرف المحمية، انطلاقًا من {hub}.',
  ],
  [
    'Game drives in {park} with a ranger in a pop-top vehicle, park fees included, starting early for the best sightings.',
    'Safaris à {park} avec un ranger en véhicule à toit ouvrant, droits d’entrée compris, départ tôt pour les plus belles observations.',
    'Safáris em {park} com um guarda num veículo de teto elevatório, taxas do parque incluídas, com partida cedo para os melhores avistamentos.',
    'رحلات سفاري في {park} مع حارس في سيارة بسقف مفتوح، رسوم المحمية مشمولة، وانطلاق مبكر لأفضل المشاهدات.',
  ],
  [
    'Dunes, silence and a sky full of stars: {place} by 4x4 and on foot, with a night in a desert camp on the longer trips.',
    'Dunes, silence et ciel étoilé : {place} en 4x4 et à pied, avec une nuit en campement dans le désert pour les plus longs séjours.',
    'Dunas, silêncio e um céu cheio de estrelas: {place} de 4x4 e a pé, com uma noite num acampamento no deserto nas viagens mais longas.',
    'كثبان وسكون وسماء مليئة بالنجوم: {place} بسيارة الدفع الرباعي وسيرًا على الأقدام، مع ليلة في مخيم صحراوي في الرحلات الأطول.',
  ],
  [
    'A guided climb of {summit} with porters and mountain guides, paced for acclimatisation, all gear checked before the start.',
    'Ascension guidée de {summit} avec porteurs et guides de montagne, au rythme de l’acclimatation, tout le matériel vérifié avant le départ.',
    'Subida guiada a {summit} com carregadores e guias de montanha, ao ritmo da aclimatação, todo o equipamento verificado antes da partida.',
    'صعود مع مرشد إلى {summit} برفقة حمّالين ومرشدي جبال، بوتيرة تراعي التأقلم، مع فحص كل المعدات قبل الانطلاق.',
  ],
  [
    'The spray, the rainbow and the roar of {falls}, with a guided walk along the rim and time to swim where it is safe.',
    'Les embruns, l’arc-en-ciel et le grondement : {falls}, avec une marche guidée le long du bord et du temps pour se baigner là où c’est sûr.',
    'A bruma, o arco-íris e o rugido: {falls}, com um passeio guiado pela borda e tempo para nadar onde é seguro.',
    'الرذاذ وقوس قزح والهدير: {falls}، مع جولة مشي بصحبة مرشد على الحافة ووقت للسباحة حيث يكون ذلك آمنًا.',
  ],
  [
    'An hour with a habituated {animal} family in {park}, permit included, after a trek through the forest with trackers.',
    'Une heure avec une famille habituée {animal} à {park}, permis compris, après une marche en forêt avec des pisteurs.',
    'Uma hora com uma família habituada {animal} em {park}, licença incluída, depois de uma caminhada pela floresta com pisteiros.',
    'ساعة مع عائلة معتادة على البشر {animal} في {park}، التصريح مشمول، بعد مسير في الغابة مع متتبّعين.',
  ],
  [
    'Sail the Nile between temples and villages on a felucca, sleeping on deck or ashore, with the temples of Kom Ombo and Edfu on the way.',
    'Naviguez sur le Nil entre temples et villages à bord d’une felouque, en dormant sur le pont ou à terre, avec les temples de Kom Ombo et d’Edfou en chemin.',
    'Navegue no Nilo entre templos e aldeias numa falua, dormindo no convés ou em terra, com os templos de Kom Ombo e Edfu pelo caminho.',
    'أبحر في النيل بين المعابد والقرى على متن فلوكة، مع المبيت على سطحها أو على الشاطئ، ومعابد كوم أمبو وإدفو على الطريق.',
  ],
  [
    'Reefs, a sandbank lunch and a sunset sail along {coast} on a traditional boat, snorkelling gear included.',
    'Récifs, déjeuner sur un banc de sable et navigation au coucher du soleil : {coast} à bord d’un bateau traditionnel, équipement de snorkeling compris.',
    'Recifes, almoço num banco de areia e um passeio de barco ao pôr do sol: {coast} num barco tradicional, equipamento de snorkel incluído.',
    'شعاب مرجانية وغداء على رمال الشاطئ وإبحار عند الغروب: {coast} على متن قارب تقليدي، معدات الغطس مشمولة.',
  ],
  [
    'The carved doors, the old slave market and a spice farm of Zanzibar, with a lunch cooked with what was picked.',
    'Les portes sculptées, l’ancien marché aux esclaves et une ferme aux épices de Zanzibar, avec un déjeuner cuisiné avec la cueillette.',
    'As portas esculpidas, o antigo mercado de escravos e uma quinta de especiarias de Zanzibar, com um almoço feito com o que foi colhido.',
    'الأبواب المنحوتة وسوق العبيد القديم ومزرعة توابل في زنجبار، مع غداء يُطهى مما قُطف.',
  ],
  [
    'Meet the people, taste the food and hear the stories that shape {city}, guided by a local who grew up here.',
    'Rencontrez les habitants, goûtez la cuisine et écoutez les histoires qui font {city}, guidé par un enfant du pays.',
    'Conheça as pessoas, prove a comida e ouça as histórias que fazem {city}, com um guia local que cresceu aqui.',
    'تعرّف على الناس وتذوّق الطعام واستمع إلى الحكايات التي تصنع {city}، بصحبة مرشد محلي نشأ هنا.',
  ],
  [
    'An evening of drumming, dance and supper with musicians from {city}, with a lesson for anyone who wants to join in.',
    'Une soirée de tambours, de danse et de dîner avec des musiciens de {city}, avec une initiation pour qui veut participer.',
    'Uma noite de tambores, dança e jantar com músicos de {city}, com uma aula para quem quiser participar.',
    'أمسية من الطبول والرقص والعشاء مع موسيقيين من {city}، مع درس لكل من يرغب في المشاركة.',
  ],
  [
    'A day or a night with a host family outside {city}: the fields, the cooking, the crafts and the stories of {country}.',
    'Une journée ou une nuit dans une famille d’accueil près de {city} : les champs, la cuisine, l’artisanat et les histoires de {country}.',
    'Um dia ou uma noite com uma família de acolhimento perto de {city}: os campos, a cozinha, o artesanato e as histórias de {country}.',
    'يوم أو ليلة مع عائلة مضيفة خارج {city}: الحقول والطبخ والحرف وحكايات {country}.',
  ],
  [
    'A relaxed journey through the history, crafts and music of {country}, starting and ending in {city}.',
    'Un voyage tranquille à travers l’histoire, l’artisanat et la musique de {country}, au départ et à l’arrivée de {city}.',
    'Uma viagem tranquila pela história, o artesanato e a música de {country}, com início e fim em {city}.',
    'رحلة هادئة عبر تاريخ {country} وحرفها وموسيقاها، تبدأ وتنتهي في {city}.',
  ],
  [
    'Trails and wide open views: an active day out from {city} for travellers with a reasonable level of fitness.',
    'Sentiers et grands panoramas : une journée active au départ de {city} pour les voyageurs en bonne forme.',
    'Trilhos e vistas amplas: um dia ativo a partir de {city} para viajantes com boa forma física.',
    'مسارات ومناظر واسعة: يوم نشيط انطلاقًا من {city} للمسافرين ذوي اللياقة المعقولة.',
  ],
  [
    'Get your heart pumping on a guided ride from {city}, with a bike, a helmet and a local guide included.',
    'Faites battre votre cœur lors d’une sortie guidée au départ de {city}, vélo, casque et guide local compris.',
    'Ponha o coração a bater numa volta guiada a partir de {city}, com bicicleta, capacete e guia local incluídos.',
    'اجعل قلبك ينبض في جولة بصحبة مرشد من {city}، مع دراجة وخوذة ومرشد محلي.',
  ],
];

/** Itinerary steps. */
const steps: readonly Entry[] = [
  ['Pick-up from your hotel in {city}', 'Prise en charge à votre hôtel à {city}', 'Recolha no seu hotel em {city}', 'الاصطحاب من فندقك في {city}'],
  [
    'Welcome coffee and briefing with your local guide',
    'Café d’accueil et briefing avec votre guide local',
    'Café de boas-vindas e briefing com o seu guia local',
    'قهوة ترحيب وإحاطة مع مرشدك المحلي',
  ],
  [
    'Guided walk through the historic quarter',
    'Visite guidée à pied du quartier historique',
    'Passeio guiado pelo bairro histórico',
    'جولة مشي مع مرشد في الحي التاريخي',
  ],
  ['Visit to a bustling local market', 'Visite d’un marché local animé', 'Visita a um mercado local animado', 'زيارة سوق محلي نابض بالحياة'],
  [
    'Hands-on craft workshop with local artisans',
    'Atelier d’artisanat avec des artisans locaux',
    'Oficina prática de artesanato com artesãos locais',
    'ورشة حرف يدوية مع حرفيين محليين',
  ],
  [
    'Traditional lunch with a host family',
    'Déjeuner traditionnel dans une famille d’accueil',
    'Almoço tradicional com uma família de acolhimento',
    'غداء تقليدي مع عائلة مضيفة',
  ],
  ['Stop at the national museum', 'Arrêt au musée national', 'Paragem no museu nacional', 'توقف عند المتحف الوطني'],
  ['Drumming and dance performance', 'Spectacle de tambours et de danse', 'Espetáculo de tambores e dança', 'عرض طبول ورقص'],
  ['Sunset viewpoint over {city}', 'Point de vue au coucher du soleil sur {city}', 'Miradouro ao pôr do sol sobre {city}', 'إطلالة على {city} عند الغروب'],
  ['Drop-off at your hotel', 'Retour à votre hôtel', 'Regresso ao seu hotel', 'الإيصال إلى فندقك'],
  [
    'Drive to the park gate and registration',
    'Route vers l’entrée du parc et enregistrement',
    'Viagem até à entrada do parque e registo',
    'التوجه إلى بوابة المحمية والتسجيل',
  ],
  ['Game drive at dawn', 'Safari à l’aube', 'Safári ao amanhecer', 'رحلة سفاري عند الفجر'],
  ['Bush breakfast in the savanna', 'Petit-déjeuner en brousse dans la savane', 'Pequeno-almoço no mato, na savana', 'فطور في البرية وسط السافانا'],
  ['Midday rest and lunch at the lodge', 'Pause de midi et déjeuner au lodge', 'Descanso ao meio-dia e almoço no lodge', 'استراحة الظهيرة والغداء في النُزل'],
  ['Guided bush walk with a ranger', 'Marche guidée en brousse avec un ranger', 'Caminhada guiada no mato com um guarda', 'مسير في البرية مع حارس'],
  ['Afternoon boat safari', 'Safari en bateau l’après-midi', 'Safári de barco à tarde', 'سفاري بالقارب بعد الظهر'],
  [
    'Sundowner at a scenic viewpoint',
    'Apéritif au coucher du soleil face à un beau panorama',
    'Bebida ao pôr do sol num miradouro',
    'مشروب الغروب عند إطلالة خلابة',
  ],
  ['Night game drive', 'Safari de nuit', 'Safári noturno', 'رحلة سفاري ليلية'],
  ['Transfer back to {city}', 'Transfert retour vers {city}', 'Transfere de regresso a {city}', 'العودة إلى {city}'],
  [
    'Safety briefing and gear fitting',
    'Consignes de sécurité et ajustement du matériel',
    'Instruções de segurança e ajuste do equipamento',
    'إرشادات السلامة وتجهيز المعدات',
  ],
  ['Trailhead start with your guide', 'Départ du sentier avec votre guide', 'Início do trilho com o seu guia', 'الانطلاق من بداية المسار مع مرشدك'],
  ['Steep ascent through the forest', 'Montée raide à travers la forêt', 'Subida íngreme pela floresta', 'صعود حاد عبر الغابة'],
  ['Picnic lunch with a view', 'Pique-nique avec vue', 'Almoço piquenique com vista', 'غداء نزهة مع إطلالة'],
  ['Descent via the waterfall trail', 'Descente par le sentier de la cascade', 'Descida pelo trilho da cascata', 'النزول عبر مسار الشلال'],
  ['Kayaking on the lake', 'Kayak sur le lac', 'Caiaque no lago', 'التجديف بالكاياك في البحيرة'],
  ['Campfire dinner under the stars', 'Dîner au feu de camp sous les étoiles', 'Jantar à fogueira sob as estrelas', 'عشاء حول نار المخيم تحت النجوم'],
  ['Celebration drinks with the team', 'Verre de célébration avec l’équipe', 'Brinde de celebração com a equipa', 'مشروبات احتفال مع الفريق'],
  ['Return transfer to {city}', 'Transfert retour vers {city}', 'Transfere de regresso a {city}', 'العودة إلى {city}'],
  [
    'Pick-up from your lodge before dawn',
    'Prise en charge à votre lodge avant l’aube',
    'Recolha no seu lodge antes do amanhecer',
    'الاصطحاب من نُزلك قبل الفجر',
  ],
  ['Briefing at the park headquarters', 'Briefing au siège du parc', 'Briefing na sede do parque', 'إحاطة في مقر المحمية'],
  ['Trek through the forest with trackers', 'Marche en forêt avec des pisteurs', 'Caminhada pela floresta com pisteiros', 'مسير عبر الغابة مع متتبّعين'],
  ['One hour with the habituated family', 'Une heure avec la famille habituée', 'Uma hora com a família habituada', 'ساعة مع العائلة المعتادة على البشر'],
  ['Picnic lunch at the forest edge', 'Pique-nique à l’orée de la forêt', 'Almoço piquenique na orla da floresta', 'غداء نزهة عند طرف الغابة'],
  ['Certificate and return to {city}', 'Certificat et retour à {city}', 'Certificado e regresso a {city}', 'الشهادة والعودة إلى {city}'],
  ['Drive to the edge of the dunes', 'Route jusqu’au bord des dunes', 'Viagem até à orla das dunas', 'القيادة إلى حافة الكثبان'],
  [
    'Walk or camel ride to the high dunes',
    'Marche ou balade à dos de chameau jusqu’aux hautes dunes',
    'Caminhada ou passeio de camelo até às dunas altas',
    'مشي أو ركوب جمل إلى الكثبان العالية',
  ],
  ['Sunset over the sand', 'Coucher de soleil sur le sable', 'Pôr do sol sobre a areia', 'الغروب فوق الرمال'],
  [
    'Dinner and a night in a desert camp',
    'Dîner et nuit en campement dans le désert',
    'Jantar e noite num acampamento no deserto',
    'عشاء وليلة في مخيم صحراوي',
  ],
  ['Sunrise from the dune crest', 'Lever du soleil depuis la crête des dunes', 'Nascer do sol no topo da duna', 'شروق الشمس من قمة الكثيب'],
  ['Briefing and safety gear', 'Briefing et équipement de sécurité', 'Briefing e equipamento de segurança', 'إحاطة ومعدات السلامة'],
  ['On the water with your guide', 'Sur l’eau avec votre guide', 'Na água com o seu guia', 'على الماء مع مرشدك'],
  ['Lunch on the shore', 'Déjeuner sur la rive', 'Almoço na margem', 'غداء على الشاطئ'],
  [
    'Swim, snorkel or walk to the viewpoint',
    'Baignade, snorkeling ou marche jusqu’au point de vue',
    'Nadar, snorkel ou caminhada até ao miradouro',
    'سباحة أو غطس أو مشي إلى نقطة المشاهدة',
  ],
];

/** The other kinds' descriptions. */
const descriptions: readonly Entry[] = [
  [
    'An elegant five-star retreat in the heart of {city}, with a spa, an infinity pool and fine dining that celebrates the flavours of {country}.',
    'Un élégant refuge cinq étoiles au cœur de {city}, avec spa, piscine à débordement et une table raffinée qui célèbre les saveurs de {country}.',
    'Um refúgio elegante de cinco estrelas no coração de {city}, com spa, piscina infinita e alta cozinha que celebra os sabores de {country}.',
    'ملاذ أنيق من فئة الخمس نجوم في قلب {city}، مع منتجع صحي ومسبح لا متناهٍ ومطعم راقٍ يحتفي بنكهات {country}.',
  ],
  [
    'Spacious suites, attentive butler service and sweeping views make this {city} landmark the address for a special stay in {country}.',
    'Suites spacieuses, majordome attentionné et vues panoramiques font de cette adresse emblématique de {city} le lieu d’un séjour d’exception en {country}.',
    'Suites espaçosas, serviço de mordomo atento e vistas amplas fazem deste marco de {city} o endereço para uma estadia especial em {country}.',
    'أجنحة واسعة وخدمة خادم شخصي متيقظة وإطلالات بانورامية تجعل من هذا المعلم في {city} العنوان الأمثل لإقامة مميزة في {country}.',
  ],
  [
    'A characterful boutique hotel in {city} with individually designed rooms, local art on every wall and a rooftop terrace for sundowners.',
    'Un hôtel de charme plein de caractère à {city}, aux chambres toutes différentes, avec de l’art local sur chaque mur et un toit-terrasse pour l’apéritif au coucher du soleil.',
    'Um hotel boutique com carácter em {city}, com quartos de design individual, arte local em cada parede e um terraço para o pôr do sol.',
    'فندق بوتيك مميز في {city} بغرف مصممة كلٌّ على حدة، وفن محلي على كل جدار، وتراس على السطح لمشروبات الغروب.',
  ],
  [
    'Just a handful of stylish rooms around a leafy courtyard, a short walk from the best cafés and galleries of {city}.',
    'Quelques chambres élégantes autour d’une cour verdoyante, à deux pas des meilleurs cafés et galeries de {city}.',
    'Apenas alguns quartos elegantes em redor de um pátio arborizado, a curta distância dos melhores cafés e galerias de {city}.',
    'بضع غرف أنيقة حول فناء مورق، على بعد خطوات من أفضل المقاهي والمعارض في {city}.',
  ],
  [
    'A classic safari lodge within easy reach of {city}, with spacious tents, guided game drives and sundowners overlooking the bush.',
    'Un lodge de safari classique facilement accessible depuis {city}, avec tentes spacieuses, safaris guidés et apéritifs au coucher du soleil face à la brousse.',
    'Um lodge de safári clássico de fácil acesso a partir de {city}, com tendas espaçosas, safáris guiados e bebidas ao pôr do sol com vista para o mato.',
    'نُزل سفاري كلاسيكي قريب من {city}، بخيام واسعة ورحلات سفاري مع مرشدين ومشروبات الغروب المطلة على البرية.',
  ],
  [
    'Fall asleep to the sounds of the wild: canvas suites, a crackling fire pit and expert {country} guides a short drive from {city}.',
    'Endormez-vous au son de la nature sauvage : suites en toile, feu crépitant et guides experts de {country}, à peu de route de {city}.',
    'Adormeça ao som da natureza selvagem: suites de lona, uma fogueira crepitante e guias especializados de {country}, a pouca distância de {city}.',
    'نم على أصوات البرية: أجنحة من القماش ونار مشتعلة ومرشدون خبراء من {country} على مسافة قصيرة من {city}.',
  ],
  [
    'A solar-powered eco lodge outside {city}, built from local materials and run hand in hand with the surrounding community.',
    'Un écolodge solaire aux abords de {city}, construit en matériaux locaux et géré main dans la main avec la communauté voisine.',
    'Um eco lodge movido a energia solar nos arredores de {city}, construído com materiais locais e gerido lado a lado com a comunidade vizinha.',
    'نُزل بيئي يعمل بالطاقة الشمسية خارج {city}، مبني من مواد محلية ويُدار جنبًا إلى جنب مع المجتمع المحيط.',
  ],
  [
    'Low-impact cottages among the trees near {city}, with garden-to-table meals and guided nature walks across {country}.',
    'Des cottages à faible impact parmi les arbres près de {city}, avec des repas du jardin à l’assiette et des balades nature guidées à travers {country}.',
    'Casas de baixo impacto entre as árvores perto de {city}, com refeições da horta para a mesa e passeios guiados pela natureza de {country}.',
    'أكواخ صديقة للبيئة بين الأشجار قرب {city}، مع وجبات من الحديقة إلى المائدة وجولات طبيعة مع مرشد في أنحاء {country}.',
  ],
  [
    'Modern serviced apartments in {city} with a full kitchen, fast Wi-Fi and weekly housekeeping, ideal for longer stays.',
    'Appartements modernes avec services à {city}, cuisine équipée, Wi-Fi rapide et ménage hebdomadaire, idéals pour les longs séjours.',
    'Apartamentos modernos com serviços em {city}, cozinha completa, Wi-Fi rápido e limpeza semanal, ideais para estadias longas.',
    'شقق فندقية حديثة في {city} بمطبخ كامل وإنترنت سريع وتنظيف أسبوعي، مثالية للإقامات الطويلة.',
  ],
  [
    'Bright one- and two-bedroom apartments close to the centre of {city}, with secure parking and a 24-hour front desk.',
    'Appartements lumineux d’une ou deux chambres près du centre de {city}, avec parking sécurisé et réception ouverte 24 h/24.',
    'Apartamentos luminosos de um e dois quartos perto do centro de {city}, com estacionamento seguro e receção 24 horas.',
    'شقق مشرقة بغرفة أو غرفتي نوم قرب وسط {city}، مع موقف سيارات آمن ومكتب استقبال على مدار الساعة.',
  ],
  [
    'A friendly family-run guesthouse in {city} with home-cooked breakfasts and hosts who know every corner of {country}.',
    'Une maison d’hôtes familiale et chaleureuse à {city}, avec petits-déjeuners faits maison et des hôtes qui connaissent chaque recoin de {country}.',
    'Uma casa de hóspedes familiar e acolhedora em {city}, com pequenos-almoços caseiros e anfitriões que conhecem cada recanto de {country}.',
    'دار ضيافة عائلية ودودة في {city} مع فطور منزلي ومضيفين يعرفون كل ركن في {country}.',
  ],
  [
    'Simple, spotless rooms, a shady garden and a warm welcome: a great-value base for exploring {city}.',
    'Chambres simples et impeccables, jardin ombragé et accueil chaleureux : une base au très bon rapport qualité-prix pour explorer {city}.',
    'Quartos simples e impecáveis, um jardim à sombra e uma receção calorosa: uma base com ótima relação qualidade-preço para explorar {city}.',
    'غرف بسيطة ونظيفة وحديقة ظليلة وترحيب دافئ: قاعدة بقيمة ممتازة لاستكشاف {city}.',
  ],
  [
    'Home-style Rwandan cooking in {city}: brochettes from the grill, isombe and fresh fish from Lake Kivu.',
    'Cuisine rwandaise familiale à {city} : brochettes grillées, isombe et poisson frais du lac Kivu.',
    'Cozinha ruandesa caseira em {city}: espetadas na grelha, isombe e peixe fresco do lago Kivu.',
    'مطبخ رواندي منزلي في {city}: أسياخ مشوية وإيسومبي وسمك طازج من بحيرة كيفو.',
  ],
  [
    'A lively local favourite in {city} serving generous Rwandan plates, cold drinks and live football on weekends.',
    'Une adresse locale animée et appréciée à {city}, avec de généreuses assiettes rwandaises, des boissons fraîches et du football en direct le week-end.',
    'Um favorito local animado em {city}, com pratos ruandeses generosos, bebidas frescas e futebol ao vivo aos fins de semana.',
    'مكان محلي مفضل وحيوي في {city} يقدم أطباقًا رواندية سخية ومشروبات باردة ومباريات كرة القدم مباشرة في عطلة نهاية الأسبوع.',
  ],
  [
    'A journey across the continent on one menu, from West African jollof to East African nyama choma, in the heart of {city}.',
    'Un voyage à travers le continent sur une seule carte, du jollof d’Afrique de l’Ouest au nyama choma d’Afrique de l’Est, au cœur de {city}.',
    'Uma viagem pelo continente num só menu, do jollof da África Ocidental ao nyama choma da África Oriental, no coração de {city}.',
    'رحلة عبر القارة في قائمة واحدة، من جولوف غرب أفريقيا إلى نياما تشوما شرقها، في قلب {city}.',
  ],
  [
    'Bold flavours of {country} and beyond, cooked over charcoal and served in a relaxed garden setting.',
    'Des saveurs franches de {country} et d’ailleurs, cuites au charbon de bois et servies dans un jardin décontracté.',
    'Sabores intensos de {country} e não só, cozinhados a carvão e servidos num jardim descontraído.',
    'نكهات جريئة من {country} وما وراءها، مطهوة على الفحم وتُقدَّم في حديقة هادئة.',
  ],
  [
    'Classic European dishes prepared with local produce from {country}, in an elegant dining room in {city}.',
    'Des classiques de la cuisine européenne préparés avec des produits locaux de {country}, dans une élégante salle à manger à {city}.',
    'Pratos europeus clássicos preparados com produtos locais de {country}, numa sala de jantar elegante em {city}.',
    'أطباق أوروبية كلاسيكية محضّرة بمنتجات محلية من {country}، في قاعة طعام أنيقة في {city}.',
  ],
  [
    'A bistro-style terrace in {city} for steaks, salads and a well-chosen wine list.',
    'Une terrasse façon bistrot à {city} pour les steaks, les salades et une carte des vins bien choisie.',
    'Uma esplanada ao estilo bistrô em {city} para bifes, saladas e uma carta de vinhos bem escolhida.',
    'تراس على طراز البيسترو في {city} لشرائح اللحم والسلطات وقائمة مشروبات مختارة بعناية.',
  ],
  [
    'Burgers, pizza, curries and sushi under one roof: the easy choice for groups in {city}.',
    'Burgers, pizzas, currys et sushis sous un même toit : le choix facile pour les groupes à {city}.',
    'Hambúrgueres, pizas, caris e sushi sob o mesmo teto: a escolha fácil para grupos em {city}.',
    'برغر وبيتزا وكاري وسوشي تحت سقف واحد: الخيار السهل للمجموعات في {city}.',
  ],
  [
    'A modern all-day kitchen in {city} with a global menu, great coffee and a cocktail bar.',
    'Une cuisine moderne ouverte toute la journée à {city}, avec une carte du monde, un excellent café et un bar à cocktails.',
    'Uma cozinha moderna aberta todo o dia em {city}, com um menu global, ótimo café e um bar de cocktails.',
    'مطبخ عصري يعمل طوال اليوم في {city} بقائمة عالمية وقهوة رائعة وبار للمشروبات.',
  ],
  [
    'Craft cocktails, cold local beers and a view over {city}: the place to start the evening.',
    'Cocktails maison, bières locales bien fraîches et vue sur {city} : l’endroit idéal pour commencer la soirée.',
    'Cocktails de autor, cervejas locais geladas e vista sobre {city}: o lugar para começar a noite.',
    'مشروبات مبتكرة ومشروبات محلية باردة وإطلالة على {city}: المكان المثالي لبدء السهرة.',
  ],
  [
    'A laid-back bar in {city} with DJs on Fridays, bites from the grill and the best sundowners in town.',
    'Un bar décontracté à {city} avec DJ le vendredi, grillades à grignoter et les meilleurs apéritifs au coucher du soleil de la ville.',
    'Um bar descontraído em {city} com DJs às sextas, petiscos da grelha e os melhores fins de tarde da cidade.',
    'بار هادئ في {city} مع منسقي موسيقى أيام الجمعة ووجبات خفيفة مشوية وأجمل أوقات الغروب في المدينة.',
  ],
  [
    'The heartbeat of {city} nightlife: afrobeats, amapiano and house until sunrise.',
    'Le cœur battant de la vie nocturne de {city} : afrobeats, amapiano et house jusqu’au lever du soleil.',
    'O coração da noite de {city}: afrobeats, amapiano e house até ao nascer do sol.',
    'نبض الحياة الليلية في {city}: أفروبيتس وأمابيانو وهاوس حتى شروق الشمس.',
  ],
  [
    'A packed dance floor, guest DJs from across {country} and a sound system that shakes the walls.',
    'Une piste de danse bondée, des DJ invités de tout le pays ({country}) et une sono qui fait trembler les murs.',
    'Uma pista de dança cheia, DJs convidados de todo o país ({country}) e um sistema de som que faz tremer as paredes.',
    'حلبة رقص مكتظة ومنسقو موسيقى ضيوف من أنحاء {country} ونظام صوت يهز الجدران.',
  ],
  [
    'Discover {city} after dark with a local guide: street food, hidden bars and live music along the way.',
    'Découvrez {city} à la nuit tombée avec un guide local : cuisine de rue, bars cachés et musique live en chemin.',
    'Descubra {city} depois de escurecer com um guia local: comida de rua, bares escondidos e música ao vivo pelo caminho.',
    'اكتشف {city} بعد حلول الظلام مع مرشد محلي: طعام الشارع وحانات مخفية وموسيقى حية على الطريق.',
  ],
  [
    'A guided evening stroll through the liveliest neighbourhoods of {city}, with tastings included.',
    'Une promenade guidée en soirée dans les quartiers les plus animés de {city}, dégustations comprises.',
    'Um passeio guiado ao fim do dia pelos bairros mais animados de {city}, com provas incluídas.',
    'نزهة مسائية مع مرشد في أكثر أحياء {city} حيوية، مع تذوق مشمول.',
  ],
  [
    'An evening of live music, comedy and conversation in {city}, with new line-ups every week.',
    'Une soirée de musique live, d’humour et de discussions à {city}, avec une nouvelle programmation chaque semaine.',
    'Uma noite de música ao vivo, comédia e conversa em {city}, com novos cartazes todas as semanas.',
    'أمسية من الموسيقى الحية والكوميديا والحوار في {city}، مع برامج جديدة كل أسبوع.',
  ],
  [
    'Catch the creative scene of {country} on one stage: local artists, poets and bands.',
    'La scène créative de {country} réunie sur une seule scène : artistes locaux, poètes et groupes.',
    'A cena criativa de {country} num só palco: artistas locais, poetas e bandas.',
    'المشهد الإبداعي في {country} على مسرح واحد: فنانون محليون وشعراء وفرق موسيقية.',
  ],
  [
    'Several days of music, food and art that draw crowds from all over {country} to {city}.',
    'Plusieurs jours de musique, de cuisine et d’art qui attirent à {city} des foules venues de tout le pays ({country}).',
    'Vários dias de música, comida e arte que atraem multidões de todo o país ({country}) a {city}.',
    'عدة أيام من الموسيقى والطعام والفن تجذب الحشود من أنحاء {country} إلى {city}.',
  ],
  [
    'A celebration of the sounds and flavours of {country}, with headline acts, craft stalls and family activities.',
    'Une fête des sons et des saveurs de {country}, avec des têtes d’affiche, des stands d’artisanat et des activités pour les familles.',
    'Uma celebração dos sons e sabores de {country}, com cabeças de cartaz, bancas de artesanato e atividades para famílias.',
    'احتفال بأصوات {country} ونكهاتها، مع نجوم الحفل وأكشاك الحرف وأنشطة للعائلات.',
  ],
  [
    'Join thousands of fans in {city} for a match-day atmosphere you will not forget.',
    'Rejoignez des milliers de supporters à {city} pour une ambiance de jour de match inoubliable.',
    'Junte-se a milhares de adeptos em {city} para um ambiente de dia de jogo inesquecível.',
    'انضم إلى آلاف المشجعين في {city} لأجواء يوم مباراة لن تنساها.',
  ],
  [
    'From the start line to the final whistle: the biggest sporting event on the {city} calendar.',
    'De la ligne de départ au coup de sifflet final : le plus grand événement sportif du calendrier de {city}.',
    'Da linha de partida ao apito final: o maior evento desportivo do calendário de {city}.',
    'من خط البداية حتى صافرة النهاية: أكبر حدث رياضي في تقويم {city}.',
  ],
  [
    'Pop-top 4x4 safari vehicles with experienced driver-guides, charging points and cool boxes, departing from {city}.',
    'Véhicules de safari 4x4 à toit ouvrant avec chauffeurs-guides expérimentés, prises de recharge et glacières, au départ de {city}.',
    'Veículos de safári 4x4 de teto elevatório com motoristas-guias experientes, pontos de carregamento e geleiras, a partir de {city}.',
    'سيارات سفاري رباعية الدفع بسقف مفتوح مع سائقين مرشدين ذوي خبرة ونقاط شحن وصناديق تبريد، انطلاقًا من {city}.',
  ],
  [
    'Self-drive or chauffeured safari vehicles fully equipped for the parks of {country}, with rooftop tents on request.',
    'Véhicules de safari avec ou sans chauffeur, entièrement équipés pour les parcs de {country}, tentes de toit sur demande.',
    'Veículos de safári com ou sem motorista, totalmente equipados para os parques de {country}, com tendas de tejadilho a pedido.',
    'سيارات سفاري بسائق أو بدونه مجهزة بالكامل لمحميات {country}، مع خيام على السطح عند الطلب.',
  ],
  [
    'Punctual airport transfers and city rides in {city} with professional, English-speaking drivers.',
    'Transferts aéroport ponctuels et trajets en ville à {city} avec des chauffeurs professionnels anglophones.',
    'Transferes pontuais do aeroporto e viagens na cidade em {city} com motoristas profissionais que falam inglês.',
    'توصيل دقيق من المطار وإليه وتنقلات داخل {city} مع سائقين محترفين يتحدثون الإنجليزية.',
  ],
  [
    'Clean, air-conditioned cars for getting around {city} by the hour or by the day, with fixed transparent prices.',
    'Voitures propres et climatisées pour circuler dans {city} à l’heure ou à la journée, à prix fixes et transparents.',
    'Carros limpos e climatizados para circular em {city} à hora ou ao dia, com preços fixos e transparentes.',
    'سيارات نظيفة ومكيفة للتنقل في {city} بالساعة أو باليوم، بأسعار ثابتة وواضحة.',
  ],
  [
    'Comfortable minibuses and coaches for groups, conferences and weddings, anywhere in {country}.',
    'Minibus et autocars confortables pour les groupes, les conférences et les mariages, partout en {country}.',
    'Minibus e autocarros confortáveis para grupos, conferências e casamentos, em qualquer parte de {country}.',
    'حافلات صغيرة وكبيرة مريحة للمجموعات والمؤتمرات وحفلات الزفاف في أي مكان في {country}.',
  ],
  [
    'Shared and private shuttles between {city} and the main destinations of {country}, with luggage space for everyone.',
    'Navettes partagées et privées entre {city} et les principales destinations de {country}, avec de la place pour les bagages de chacun.',
    'Transferes partilhados e privados entre {city} e os principais destinos de {country}, com espaço para a bagagem de todos.',
    'رحلات مشتركة وخاصة بين {city} وأهم وجهات {country}، مع مساحة لأمتعة الجميع.',
  ],
  [
    'Quick and affordable moto rides across {city} with licensed riders and helmets for passengers.',
    'Trajets à moto rapides et abordables dans {city} avec des pilotes agréés et des casques pour les passagers.',
    'Viagens de mota rápidas e económicas em {city} com condutores licenciados e capacetes para os passageiros.',
    'رحلات سريعة وبأسعار معقولة بالدراجة النارية في {city} مع سائقين مرخصين وخوذ للركاب.',
  ],
  [
    'Guided motorbike tours and well-maintained rental bikes for exploring the back roads of {country}.',
    'Circuits guidés à moto et motos de location bien entretenues pour explorer les routes secondaires de {country}.',
    'Passeios guiados de mota e motas de aluguer bem cuidadas para explorar as estradas secundárias de {country}.',
    'جولات بالدراجات النارية مع مرشد ودراجات للإيجار بحالة جيدة لاستكشاف الطرق الفرعية في {country}.',
  ],
];

/** Room types' names. */
const rooms: readonly Entry[] = [
  ['Deluxe King Room', 'Chambre Deluxe lit king size', 'Quarto Deluxe com cama king', 'غرفة ديلوكس بسرير كبير'],
  ['Junior Suite', 'Suite junior', 'Suíte júnior', 'جناح صغير'],
  ['Presidential Suite', 'Suite présidentielle', 'Suíte presidencial', 'الجناح الرئاسي'],
  ['Classic Double', 'Double classique', 'Duplo clássico', 'غرفة مزدوجة كلاسيكية'],
  ['Garden Suite', 'Suite côté jardin', 'Suíte jardim', 'جناح الحديقة'],
  ['Luxury Tent', 'Tente de luxe', 'Tenda de luxo', 'خيمة فاخرة'],
  ['Family Tent', 'Tente familiale', 'Tenda familiar', 'خيمة عائلية'],
  ['Private Villa', 'Villa privée', 'Moradia privada', 'فيلا خاصة'],
  ['Forest Cabin', 'Cabane en forêt', 'Cabana na floresta', 'كوخ في الغابة'],
  ['Treehouse', 'Cabane dans les arbres', 'Casa na árvore', 'بيت على الشجرة'],
  ['Studio', 'Studio', 'Estúdio', 'استوديو'],
  ['Two-Bedroom Apartment', 'Appartement deux chambres', 'Apartamento de dois quartos', 'شقة بغرفتي نوم'],
  ['Single Room', 'Chambre simple', 'Quarto individual', 'غرفة مفردة'],
  ['Double Room', 'Chambre double', 'Quarto duplo', 'غرفة مزدوجة'],
  ['Family Room', 'Chambre familiale', 'Quarto familiar', 'غرفة عائلية'],
];

const LANGUAGES: readonly SeedLanguage[] = ['fr', 'pt', 'ar'];
const COLUMN: Record<SeedLanguage, 1 | 2 | 3> = { fr: 1, pt: 2, ar: 3 };

interface Rule {
  pattern: RegExp;
  names: string[];
  entry: Entry;
}

const literally = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** An entry as a pattern over the English text: each placeholder matches a part of it (the shortest that fits). */
function ruleOf(entry: Entry): Rule {
  const names: string[] = [];
  const source = entry[0]
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return literally(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names, entry };
}

const valueRules = new Map(values.map((entry) => [entry[0], entry]));
const textRules = [...tourNames, ...tourDescriptions, ...steps, ...descriptions, ...rooms].map(ruleOf);

/** A placeholder's value in `language`: its own translation where it has one, else as it is (a name). */
const valueIn = (value: string, language: SeedLanguage) => valueRules.get(value)?.[COLUMN[language]] ?? value;

/** The seed's `english` text in French, Portuguese and Arabic, or none when no entry matches it. */
export function translateSeedText(english: string): Record<SeedLanguage, string> | null {
  for (const rule of textRules) {
    const match = rule.pattern.exec(english);
    if (!match) continue;
    const captured = new Map(rule.names.map((name, index) => [name, match[index + 1]!]));
    return Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        rule.entry[COLUMN[language]].replace(/\{(\w+)\}/g, (_, name: string) => valueIn(captured.get(name) ?? '', language)),
      ]),
    ) as Record<SeedLanguage, string>;
  }
  return null;
}
