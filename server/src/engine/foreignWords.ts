/**
 * A short word list for recipient texts in the languages people most often write to us in besides English, so a
 * host that passes only `recipient` ("meine Schwester, die gerne wandert und Kaffee liebt") still gets ideas. It
 * names what a gift list hangs on (relationships, loves, diets, things to avoid) in the English words the
 * engine reads, the way the tool description asks the model to fill the fields. Anything subtler waits for the
 * model's English `interests`, which the answer asks for.
 *
 * The phrases are the ones a careful model would choose: "grillt gerne" is grilling (on a grill of his own), "adora
 * churrasco" is barbecue (a love of the food, no grill implied).
 *
 * Each line is "english phrase: word word*": a word matches whole, `word*` matches its stem (wander* for
 * wandert, wandern, Wanderungen), and `_` joins words said together (erste_wohnung). Words are lowercase, with
 * their accents: an accent can be all that tells two words apart (Portuguese avó, grandmother, and avô).
 */
export interface ForeignWords {
  /**
   * What the person loves; said after a negation ("keine Bücher"), the same phrase becomes something to avoid. A
   * condition marked `!` (Arthrose, Demenz) is kept wherever it is said: "ne peut plus ... à cause de l'arthrose". A
   * crossword solver is read as one for sudoku as well: the catalog's crosswords are in English, and sudoku is in no
   * language (a jigsaw is no crossword).
   */
  readonly interests: string;
  /** Diets and allergens: always avoided when marked `!` (vegan), otherwise only when negated ("kein Fleisch"). */
  readonly avoid: string;
  readonly relationships: string;
  /**
   * Words that open a negation's scope, an allergy's included ("allergisch gegen Nüsse"), and having too many
   * ("elle a déjà trop de bougies", "mehr als genug Schals").
   */
  readonly negators: string;
  /** Negations that deny nothing ("nicht nur", "no sé", "ne boit que"), as a regular expression's source. */
  readonly notNegations: string;
  /**
   * Having none, or having had, which is no dislike and no love now: "no tiene casi nada en la cocina" is a kitchen to
   * fill, not cooking to avoid, and "tenía un jardín precioso" a garden she no longer has. The words in its reach are
   * neither loved nor avoided. A regular expression's source.
   */
  readonly lacks: string;
  /** Words that close it: "liebt Bücher, aber nicht Krimis". */
  readonly contrasts: string;
  /** "And" or "or", which closes the scope when a word of loving follows ("isst kein Fleisch und liebt Yoga"). */
  readonly conjunctions: string;
  readonly loves: string;
  /**
   * Loving said in the past ("elle adorait", "le encantaba"): with `noLonger` in the same sentence, a love that has
   * passed ("adorait tricoter mais ne peut plus tenir les aiguilles"), read as the model's "knitting (past)".
   */
  readonly pastLoves: string;
  /** "Ne peut plus", "ya no", "nicht mehr": what was loved cannot be done now. A regular expression's source. */
  readonly noLonger: string;
  /** Drinking said as a verb, which negated with no drink named means alcohol ("trinkt nicht"). */
  readonly drinks: string;
  /** "Hat schon", "a déjà", "ya tiene": what follows in the sentence is owned. A regular expression's source. */
  readonly owns: string;
  /**
   * The kit a hobby runs on, in the English the model would avoid it in: owned where `owns` reaches it ("Ha già corde,
   * imbrago, scarpette"), so no second harness. Said anywhere else it is nothing (a "casco" may be the very wish).
   */
  readonly kit: string;
  /**
   * Where one word means both friend and partner (Freundin, vriendin), what says it is a couple: "meine Freundin
   * und ich haben unseren Jahrestag".
   */
  readonly partnerCues?: string;
}

export const FOREIGN_WORDS: Readonly<Record<string, ForeignWords>> = {
  German: {
    interests: `
      espresso: espresso
      homemade pasta: nudeln_selber pasta_selber frische_pasta
      tractors: traktor* trecker*
      arthritis: !arthrose !arthritis !rheuma*
      failing eyesight: !makula* !sehschwach* !erblindet !augen_werden_schlechter !augen_werden_langsam_schlechter !augen_werden_immer_schlechter !augen_lassen_nach !sieht_schlecht !sieht_nicht_mehr_gut
      memory loss: !demenz* !dement !alzheimer*
      hard of hearing: !schwerhörig* !hörgerät*
      shaky hands: !parkinson* !zittrig*
      hiking: wander* bergsteig* trekking
      walking: spazier*
      coffee: kaffee*
      tea: tee tees teetrink* teeliebhaber* kräutertee* früchtetee*
      grilling: grill* grillt gasgrill* holzkohlegrill* elektrogrill*
      barbecue: barbecue* bbq
      beer: bier biere bieren biertrink* craftbeer*
      wine: wein weine weinen weinliebhaber* rotwein* weißwein* weisswein*
      reading: liest lesen leseratte* bücherwurm* leserin* büchern bücher buch
      crime novels: krimi* thriller*
      dinosaurs: dinosaurier* dino dinos
      cooking: kocht kochen koch köchin kochbuch* kochbüch* hobbykoch*
      baking: backt backen bäckt
      sourdough: sauerteig* brotback* brot_backen backt_brot
      guitar: gitarre*
      music: musik*
      piano: klavier*
      yoga: yoga
      gardening: gärtner* gartenarbeit* gärtnert gärtnern ihren_garten seinen_garten ihrem_garten seinem_garten schrebergarten* gemüsegarten* kleingarten* garten_liebt
      plants: pflanzen*
      flowers: blumen*
      fishing: angeln angelt angler* angelsport*
      photography: fotograf* fotografie* photograph*
      drawing: zeichnet zeichnen zeichnung*
      painting: malt malen malerei
      art: kunst*
      soccer: fußball* fussball*
      soccer fan: bayern bvb borussia* schalke werder* eintracht
      volleyball: volleyball*
      basketball: basketball*
      tennis: tennis*
      handball: handball*
      cycling: rad radfahr* fahrrad* rennrad* radsport* mountainbike*
      running: joggen joggt jogging läufer läuferin marathon*
      sweets: süßigkeiten süssigkeiten naschen nascht
      swimming: schwimm*
      golf: golf*
      skiing: ski skifahr* skilauf*
      travel: reisen reist reiselust*
      video games: videospiel* zocken zockt konsole* gamer*
      drums: schlagzeug* e-drum* trommel*
      board games: brettspiel* gesellschaftsspiel*
      chocolate: schokolade*
      cats: katze katzen kater
      dogs: hund hunde hunden
      horses: pferd* reiten reitet
      knitting: strick*
      crochet: häkel* häkelt
      sewing: näht nähen nähmaschine*
      crafts: basteln bastelt
      camping: camping campen zelten
      climbing: klettern klettert kletterhalle* bouldern bouldert
      dancing: tanzen tanzt tanz
      theater: theater
      movies: filme kino*
      history: geschichte
      astronomy: astronomie sterne sternen
      makeup: schminken schminkt make-up makeup kosmetik*
      perfume: parfum* parfüm*
      jewelry: schmuck
      whisky: whisky* whiskey*
      cocktails: cocktail*
      technology: technik* gadget*
      lego: lego*
      puzzles: puzzle* rätsel*
      nature: natur
      birds: vögel vogelbeobacht* vogelkund* ornitholog*
      fitness: fitness* fitnessstudio* krafttraining
      meditation: meditation* meditiert
      new home: erste_wohnung neue_wohnung umzug umgezogen eingezogen
      hospital stay: krankenhaus* klinik*
      harry potter: harry_potter
      star wars: star_wars
      pokemon: pokémon pokemon
      disney: disney
      minecraft: minecraft
      formula 1: formel_1 formel_eins
      cars: autos oldtimer*
      motorcycles: motorrad*
      science: wissenschaft* naturwissenschaft*
      comics: comics
      manga: manga*
      anime: anime
      cheese: käse
      chess: schach*
      dominoes: domino*
      card games: kartenspiel* karten_spielen skat doppelkopf
      tv: serien fernsehserie*
      crosswords: kreuzworträtsel*
      sudoku: kreuzworträtsel*
      k-pop: k-pop kpop
      bts: bts
      pottery: töpfer* keramik* töpferscheibe
      family photos: fotos_der_enkel fotos_von_den_enkeln familienfotos
      adventure books: abenteuerbuch* abenteuerbüch* abenteuerroman* abenteuergeschicht*
      padel: padel*
      woodworking: holzarbeit* schreiner* tischler* drechsl* drechsel*
      sudoku: sudoku*
      homebrewing: brauen braut_bier
      jazz: jazz
      opera: oper opern
      classical music: klassik klassische_musik
      singing: singt singen chor
      candles: kerze kerzen duftkerze*
      audiobooks: hörbuch* hörbücher
      radio: radio
      podcasts: podcast*
      nurse: krankenschwester* krankenpfleger* pflegekraft pflegerin
      sleep: schlafprobleme schläft_schlecht schlaflos* einschlafen
      back pain: rückenschmerz* rücken_weh
      knee pain: knieschmerz*
      staying warm: friert friert_schnell kalte_füße
      herbs: kräuter kräutergarten*
      pregnancy: schwanger* mutterschutz
      bouldering: bouldern bouldert bouldering
    `,
    avoid: `
      yarn: wolle garn
      dishes: geschirr
      alcohol: alkohol*
      meat: fleisch
      nuts: nüsse nüssen nuss
      peanuts: erdnüss* erdnuss*
      gluten: gluten
      dairy: laktose* milchprodukt*
      sugar: zucker !diabet*
      leather: leder
      vegan: !vegan* !veganerin !veganer
      vegetarian: !vegetari*
      clutter: schnickschnack* krimskrams nippes staubfänger*
      dairy: !laktoseintoleran*
      gluten: !zöliakie*
    `,
    relationships: `
      godchild: patenkind
      goddaughter: patentochter
      godson: patensohn
      mother: mutter mama mami
      father: vater papa papi
      sister: schwester
      brother: bruder
      son: sohn
      daughter: tochter
      grandmother: oma großmutter grossmutter omi
      grandfather: opa großvater grossvater
      aunt: tante
      uncle: onkel
      nephew: neffe neffen
      niece: nichte
      cousin: cousin cousine
      wife: ehefrau meine_frau meiner_frau meinem_frau
      husband: ehemann mein_mann meinen_mann meinem_mann
      friend: freund freundin freunde freunden
      boss: chef chefin vorgesetzte*
      coworker: kollege kollegin kollegen
      teacher: lehrer lehrerin erzieherin erzieher
      neighbor: nachbar nachbarin nachbarn
      grandson: enkel enkelsohn
      granddaughter: enkelin
      mother-in-law: schwiegermutter
      father-in-law: schwiegervater
      nanny: kindermädchen tagesmutter babysitterin babysitter
    `,
    notNegations: "verzichtet\\s+nie|nicht\\s+nur|wei(?:ß|ss)\\s+nicht|keine\\s+ahnung|(?:nicht|nie)\\s+(?:\\p{L}+\\s+){0,4}ohne(?!\\p{L})",
    lacks:
      "kann\\s+(?:\\p{L}+\\s+){0,3}nicht\\s+mehr|hatte|hatten|hat\\s+(?:noch\\s+)?(?:kein\\p{L}*|nichts)|haben\\s+(?:noch\\s+)?(?:kein\\p{L}*|nichts)",
    negators:
      "unverträglich* intoleran* nichts kein keine keinen keinem keiner keines nicht nie niemals ohne allergisch* allergie* zu_viele zu_viel genug",
    contrasts: "aber sondern jedoch",
    conjunctions: "und oder sowie",
    loves: "liebt lieben mag mögen gern gerne liebe",
    pastLoves: "liebte liebten mochte mochten",
    noLonger: "nicht\\s+mehr|kaum\\s+noch",
    drinks: "trinkt trinken",
    owns: "(?:hat|haben|besitzt|besitzen)\\s+(?:schon|bereits|ein|eine|einen|alle|genug)(?!\\s+(?:immer|lange|seit|jahre|mal))",
    kit: `
      drumsticks: sticks drumsticks
      headphones: kopfhörer
      drum throne: hocker
      teapots: teekanne* teekannen
      tea sets: teeservice*
      tea strainers: teesieb*
      teapot warmer: stövchen
      binoculars: fernglas* feldstecher*
      field guides: bestimmungsb* vogelführer*
      climbing rope: kletterseil* seil seile
      climbing harness: klettergurt*
      climbing shoes: kletterschuh*
      chalk: magnesia chalk
      helmet: helm
      banneton: gärkörb* gärkorb* banneton*
      dutch oven: gusseisentopf* gusstopf* bräter
      kitchen scale: küchenwaage* waage
      bench scraper: teigschaber* teigkarte*
      telescope: teleskop* fernrohr*
      tripod: stativ*
      espresso machine: espressomaschine* siebträger*
      coffee grinder: kaffeemühle* mühle
      knitting needles: stricknadel*
      fishing rods: angelrute* angelruten
      camera bag: kameratasche* fototasche*
    `,
    partnerCues: "wir unser unsere unseren unserem jahrestag* valentinstag",
  },
  French: {
    interests: `
      espresso: espresso expresso
      homemade pasta: pâtes_fraîches pâtes_maison
      tractors: tracteur*
      arthritis: !arthrose !arthrite !rhumatisme*
      failing eyesight: !dmla !malvoyant* !maculaire !voit_mal !sa_vue_baisse !vue_qui_baisse
      memory loss: !démence !alzheimer*
      hard of hearing: !malentendant* !appareil_auditif !appareils_auditifs
      shaky hands: !parkinson* !tremblement*
      hiking: randonnée* randonner rando randos
      walking: promenade* balade*
      coffee: café cafés
      tea: thé thés
      grilling: grillade*
      barbecue: barbecue*
      beer: bière* brasserie*
      wine: vin vins œnologie oenologie
      reading: lire lit_beaucoup lecture* lectrice lecteur livre livres bouquin*
      crime novels: polar polars romans_policiers thriller*
      dinosaurs: dinosaure* dino dinos
      cooking: cuisine cuisiner cuisinier cuisinière
      baking: pâtisserie* pâtisser pâtisse
      sourdough: levain pain_au_levain boulange* fait_son_pain fait_son_propre_pain
      guitar: guitare*
      music: musique*
      piano: piano
      yoga: yoga
      gardening: jardin jardinage jardiner jardine
      vegetable gardening: potager
      plants: plantes
      flowers: fleurs
      fishing: pêche pêcher pêcheur
      photography: photo photographie* photographe
      sweets: sucreries bonbons
      drawing: dessin dessiner dessine
      painting: peinture peindre peint
      art: art arts
      soccer: foot football
      soccer fan: psg om supporter_de supportrice_de
      volleyball: volley volleyball
      basketball: basket basketball
      tennis: tennis
      handball: handball
      cycling: vélo cyclisme cycliste
      running: course_à_pied courir marathon* jogging running
      swimming: natation nager nage
      golf: golf
      skiing: ski skier
      travel: voyage voyages voyager voyageuse voyageur
      video games: jeux_vidéo jeu_vidéo gamer gameuse console*
      board games: jeux_de_société jeu_de_société
      chocolate: chocolat*
      cats: chat chats chatte
      dogs: chien chiens chienne
      horses: cheval chevaux équitation
      knitting: tricot tricoter tricote
      crochet: crochet crocheter crochète
      sewing: couture coudre
      crafts: bricolage_créatif loisirs_créatifs
      camping: camping
      climbing: escalade grimpe grimper grimpeur grimpeuse varappe bloc
      dancing: danse danser
      theater: théâtre
      movies: cinéma films
      history: histoire
      astronomy: astronomie étoiles
      makeup: maquillage cosmétique*
      perfume: parfum*
      jewelry: bijoux
      whisky: whisky*
      cocktails: cocktail*
      technology: technologie* high-tech gadget*
      lego: lego*
      puzzles: puzzle*
      nature: nature
      birds: oiseaux ornitholog* ornitho
      fitness: fitness musculation salle_de_sport
      meditation: méditation médite
      new home: nouvel_appartement nouvelle_maison emménag* déménag*
      hospital stay: hôpital hospitalisé*
      harry potter: harry_potter
      star wars: star_wars
      pokemon: pokémon pokemon
      disney: disney
      minecraft: minecraft
      formula 1: formule_1 formule_un
      cars: voitures
      motorcycles: moto motos
      science: sciences science
      comics: bande_dessinée bandes_dessinées bd bds
      manga: manga*
      anime: anime animés
      cheese: fromage*
      chess: échecs
      dominoes: dominos domino
      card games: jeux_de_cartes belote tarot
      tv: séries
      crosswords: mots_croisés mots-croisés mots_fléchés
      sudoku: mots_croisés mots-croisés mots_fléchés
      k-pop: k-pop kpop
      bts: bts
      pottery: poterie potier potière céramique* tour_de_potier
      family photos: photos_des_petits-enfants photos_de_famille
      adventure books: livres_d'aventure romans_d'aventure histoires_d'aventure
      padel: padel*
      woodworking: menuiserie menuisier ébéniste* travail_du_bois
      sudoku: sudoku*
      jazz: jazz
      opera: opéra
      classical music: musique_classique
      singing: chante chanter chorale
      candles: bougie bougies
      audiobooks: livres_audio livre_audio
      radio: radio
      podcasts: podcast*
      nurse: infirmière infirmier
      sleep: insomnie* dort_mal sommeil
      back pain: mal_au_dos mal_de_dos
      knee pain: mal_aux_genoux
      staying warm: frileuse frileux a_toujours_froid
      herbs: herbes_aromatiques
      pregnancy: enceinte grossesse
    `,
    avoid: `
      alcohol: alcool*
      meat: viande*
      nuts: noix fruits_à_coque
      peanuts: cacahuète* arachide*
      gluten: gluten
      dairy: lactose produits_laitiers
      sugar: sucre !diabét*
      leather: cuir
      vegan: !végan* !vegan* !végétalien*
      vegetarian: !végétarien*
      clutter: bibelots babioles
      gluten: !cœliaque* !coeliaque*
    `,
    relationships: `
      goddaughter: filleule
      godson: filleul
      mother: mère maman
      father: père papa
      sister: sœur soeur
      brother: frère
      son: fils
      daughter: fille
      grandmother: grand-mère mamie mémé
      grandfather: grand-père papi papy pépé
      aunt: tante tata
      uncle: oncle tonton
      nephew: neveu
      niece: nièce
      cousin: cousin cousine
      wife: ma_femme épouse
      husband: mari époux
      girlfriend: copine
      boyfriend: copain
      friend: ami amie amis amies
      boss: patron patronne chef cheffe
      coworker: collègue collègues
      teacher: professeur professeure prof maîtresse maître institutrice instituteur
      neighbor: voisin voisine voisins
      grandson: petit-fils
      granddaughter: petite-fille
      mother-in-law: belle-mère
      father-in-law: beau-père
      nanny: nounou baby-sitter
    `,
    notNegations:
      "non\\s+seulement|pas\\s+seulement|(?:ne\\s+|n')?sais\\s+pas|(?:ne\\s+|n')\\p{L}+\\s+(?:\\p{L}+\\s+)?qu|(?:ne\\s+|n')?(?:\\p{L}+\\s+)?(?:pas|jamais)\\s+(?:\\p{L}+\\s+){0,5}sans(?!\\p{L})",
    lacks: "ne\\s+peut\\s+plus|ne\\s+peuvent\\s+plus|avait|avaient|n'(?:a|ont)\\s+(?:pas|plus|rien|presque\\s+rien|encore\\s+rien)",
    negators: "intolérant* intolérance rien ne n pas jamais aucun aucune sans ni allergique* allergie* trop_de assez_de",
    contrasts: "mais sauf",
    conjunctions: "et ou",
    loves: "aime aiment adore adorent passionné passionnée fan",
    pastLoves: "adorait adoraient aimait aimaient",
    noLonger: "ne\\s+(?:\\p{L}+\\s+)?plus|n'(?:\\p{L}+\\s+)?plus",
    drinks: "boit boire",
    owns: "(?:a|ont|possède|possèdent)\\s+déjà",
    kit: `
      binoculars: jumelles
      field guides: guides_d'identification guides_ornitho*
      climbing rope: corde cordes
      climbing harness: baudrier*
      climbing shoes: chaussons_d'escalade
      chalk: magnésie
      helmet: casque
      banneton: banneton*
      dutch oven: cocotte*
      bread lame: lame
      kitchen scale: balance
      bench scraper: grattoir* coupe-pâte
      telescope: télescope*
      tripod: trépied*
      espresso machine: machine_à_expresso machine_à_espresso
      coffee grinder: moulin_à_café
      knitting needles: aiguilles_à_tricoter
      fishing rods: cannes_à_pêche canne_à_pêche
      camera bag: sac_photo
    `,
  },
  Spanish: {
    interests: `
      espresso: espresso expreso
      homemade pasta: pasta_fresca pasta_casera
      tractors: tractor tractores
      arthritis: !artrosis !artritis !reuma*
      failing eyesight: !macular !degeneración_macular !baja_visión !ve_mal !no_ve_bien !pierde_vista
      memory loss: !demencia !alzheimer*
      hard of hearing: !audífono* !sordera
      shaky hands: !parkinson* !temblor*
      hiking: senderismo excursionismo montañismo trekking
      walking: caminar pasear
      coffee: café cafés cafecito*
      tea: té tés
      grilling: parrilla* parrillero*
      barbecue: asado* barbacoa*
      beer: cerveza*
      wine: vino vinos
      reading: leer lee lectura lectora lector libros libro
      crime novels: novela_negra novelas_negras novelas_policiacas thriller*
      dinosaurs: dinosaurio*
      cooking: cocinar cocina cocinero cocinera
      baking: hornear repostería
      sourdough: masa_madre pan_casero hace_pan hornea_pan
      guitar: guitarra*
      music: música
      piano: piano
      yoga: yoga
      gardening: jardín jardinería jardinear
      vegetable gardening: huerto huerta
      plants: plantas
      flowers: flores
      fishing: pescar pesca pescador
      photography: fotografía fotógrafo fotógrafa
      sweets: dulces golosinas
      drawing: dibujar dibujo dibuja
      painting: pintar pintura pinta
      art: arte
      soccer: fútbol futbol futbolero* futbolera*
      soccer fan: real_madrid barça atlético atleti betis sevilla valencia hincha* aficionado_al_fútbol
      volleyball: voleibol vóley voley
      basketball: baloncesto básquet basquet
      tennis: tenis
      cycling: ciclismo bicicleta bici
      running: correr corre running maratón maratones
      swimming: natación nadar
      golf: golf
      skiing: esquí esquiar
      travel: viajar viajes viaje
      video games: videojuego* consola*
      racing video games: juegos_de_carreras
      board games: juegos_de_mesa juego_de_mesa
      chocolate: chocolate*
      cats: gato gatos gata
      dogs: perro perros perrita perrito
      horses: caballo* equitación
      knitting: tejer teje punto
      crochet: ganchillo crochet
      sewing: coser costura
      crafts: manualidades
      camping: acampar camping
      climbing: escalada escalar escala escalador escaladora
      dancing: bailar baile danza
      theater: teatro
      movies: cine películas
      history: historia
      astronomy: astronomía estrellas
      makeup: maquillarse maquillaje cosmético*
      perfume: perfume*
      jewelry: joyas joyería
      whisky: whisky*
      cocktails: cócteles coctel*
      technology: tecnología gadget*
      lego: lego*
      puzzles: rompecabezas puzle* puzzle*
      nature: naturaleza
      birds: pájaros aves ornitólog* observar_aves
      fitness: gimnasio gym fitness
      meditation: meditación meditar
      new home: casa_nueva nueva_casa mudanza mudó primer_piso primer_departamento
      hospital stay: hospital hospitalizad*
      harry potter: harry_potter
      star wars: star_wars
      pokemon: pokémon pokemon
      disney: disney
      minecraft: minecraft
      formula 1: fórmula_1 formula_1 fórmula_uno
      cars: coches autos carros
      motorcycles: moto motos motocicleta*
      science: ciencia ciencias
      comics: cómics comics historietas
      manga: manga*
      anime: anime
      cheese: queso*
      boleros: bolero boleros
      chess: ajedrez
      dominoes: dominó domino
      card games: cartas naipes
      tv: telenovela* series
      crosswords: crucigrama*
      sudoku: crucigrama*
      k-pop: k-pop kpop
      bts: bts
      pottery: cerámica alfarería alfarero torno_de_alfarero
      family photos: fotos_de_los_nietos fotos_de_familia
      self-care: se_cuide cuidarse mimarse tiempo_para_sí_misma un_minuto_para_sí_misma
      adventure books: libros_de_aventuras novelas_de_aventuras libros_de_aventura
      padel: pádel padel
      woodworking: carpintería carpintero ebanista*
      sudoku: sudoku*
      jazz: jazz
      opera: ópera
      classical music: música_clásica
      singing: cantar canta coro
      candles: velas
      audiobooks: audiolibro*
      radio: radio
      podcasts: podcast*
      nurse: enfermera enfermero enfermería
      sleep: insomnio conciliar_el_sueño duerme_mal
      back pain: dolor_de_espalda
      knee pain: dolor_de_rodilla* rodillas
      staying warm: friolera friolento pies_fríos siempre_tiene_frío
      herbs: hierbas_aromáticas
      pregnancy: embarazada* embarazo
      bouldering: búlder boulder
    `,
    avoid: `
      alcohol: alcohol
      meat: carne carnes
      nuts: nueces frutos_secos
      peanuts: cacahuete* cacahuate* maní
      gluten: gluten
      dairy: lactosa lácteos
      sugar: azúcar !diabétic*
      leather: cuero
      vegan: !vegano !vegana !veganos
      vegetarian: !vegetarian*
      clutter: chucherías adornos trastos
      gluten: !celíac*
    `,
    relationships: `
      goddaughter: ahijada
      godson: ahijado
      mother: madre mamá
      father: padre papá
      sister: hermana
      brother: hermano
      son: hijo
      daughter: hija
      grandmother: abuela abuelita
      grandfather: abuelo abuelito
      aunt: tía
      uncle: tío
      nephew: sobrino
      niece: sobrina
      cousin: primo prima
      wife: esposa mi_mujer
      husband: esposo marido
      girlfriend: novia
      boyfriend: novio
      friend: amigo amiga amigos amigas
      boss: jefe jefa
      coworker: compañero_de_trabajo compañera_de_trabajo colega
      teacher: profesor profesora maestra maestro
      neighbor: vecino vecina
      grandson: nieto
      granddaughter: nieta
      mother-in-law: suegra
      father-in-law: suegro
      nanny: niñera
      mentor: tutor_de_tesis director_de_tesis
    `,
    notNegations:
      "(?:no|nunca)\\s+renuncia|no\\s+s[oó]lo|no\\s+s[eé](?!\\p{L})|no\\s+tengo\\s+idea|no\\s+(?:\\p{L}+\\s+){0,4}sin(?!\\p{L})",
    lacks: "ya\\s+no\\s+puede|tenía|tenían|ya\\s+no\\s+tienen?|no\\s+tienen?",
    negators: "intolerante* intolerancia nada no sin nunca ni alérgico alérgica alergia demasiados demasiadas",
    contrasts: "pero sino excepto",
    conjunctions: "y e o",
    loves: "encanta encantan gusta gustan ama adora apasiona fan",
    pastLoves: "encantaba encantaban gustaba gustaban amaba adoraba",
    noLonger: "ya\\s+no|no\\s+(?:\\p{L}+\\s+){0,2}más",
    drinks: "bebe beber toma",
    owns: "ya\\s+tienen?|tienen?\\s+ya",
    kit: `
      binoculars: prismáticos binoculares
      field guides: guías_de_campo guías_de_aves
      climbing rope: cuerda cuerdas
      climbing harness: arnés
      climbing shoes: pies_de_gato
      chalk: magnesio
      helmet: casco
      dutch oven: olla_de_hierro
      kitchen scale: báscula balanza
      telescope: telescopio*
      tripod: trípode*
      espresso machine: cafetera_espresso cafetera_express
      coffee grinder: molinillo*
      knitting needles: agujas_de_tejer
      fishing rods: caña_de_pescar cañas_de_pescar
    `,
  },
  Italian: {
    interests: `
      espresso: espresso
      homemade pasta: pasta_fatta_in_casa pasta_fresca pasta_fatta_a_mano
      tractors: trattor*
      arthritis: !artrosi !artrite !reumatismo
      failing eyesight: !maculare !ipovedente* !vede_male !ci_vede_poco !non_vede_bene !non_ci_vede
      memory loss: !demenza !alzheimer*
      hard of hearing: !apparecchio_acustico !sordità !non_sente !ci_sente_poco !sente_poco
      shaky hands: !parkinson* !tremore*
      hiking: escursion* trekking montagna
      walking: passeggiate passeggiare
      coffee: caffè caffe
      tea: tè the
      grilling: grigliat*
      barbecue: barbecue*
      beer: birra birre
      wine: vino vini
      reading: leggere legge lettura lettrice lettore libri libro
      crime novels: gialli romanzi_gialli thriller*
      dinosaurs: dinosauri dinosauro
      cooking: cucinare cucina cuoco cuoca
      baking: pasticceria
      sourdough: lievito_madre pasta_madre fa_il_pane pane_fatto_in_casa
      sweets: dolci dolciumi
      guitar: chitarra*
      music: musica
      piano: pianoforte suona_il_piano
      yoga: yoga
      gardening: giardino giardinaggio
      vegetable gardening: orto
      plants: piante
      flowers: fiori
      fishing: pesca pescare
      photography: fotografia fotografo fotografa
      drawing: disegnare disegno disegna
      painting: dipingere pittura dipinge
      art: arte
      soccer: calcio
      soccer fan: juventus juve milan inter napoli roma lazio tifos*
      volleyball: pallavolo volley
      basketball: basket pallacanestro
      tennis: tennis
      cycling: ciclismo bicicletta bici
      running: corsa correre corre maratona*
      swimming: nuoto nuotare
      golf: golf
      skiing: sci sciare
      travel: viaggi viaggiare viaggio
      video games: videogioc* videogame* console
      board games: giochi_da_tavolo gioco_da_tavolo
      chocolate: cioccolat*
      cats: gatto gatti gatta
      dogs: cane cani cagnolin*
      horses: cavallo cavalli equitazione
      knitting: maglia
      crochet: uncinetto
      sewing: cucito cucire
      crafts: fai_da_te
      camping: campeggio camping
      climbing: arrampicata arrampica arrampicare arrampicatore arrampicatrice falesia boulder
      dancing: ballare danza ballo
      theater: teatro
      movies: cinema film
      history: storia
      astronomy: astronomia stelle
      makeup: trucco cosmetic*
      perfume: profum*
      jewelry: gioielli
      whisky: whisky*
      cocktails: cocktail*
      technology: tecnologia gadget*
      lego: lego*
      puzzles: puzzle*
      nature: natura
      birds: uccelli birdwatching birdwatcher ornitolog*
      fitness: palestra fitness
      meditation: meditazione meditare
      new home: casa_nuova nuova_casa trasloc*
      hospital stay: ospedale
      harry potter: harry_potter
      star wars: star_wars
      pokemon: pokémon pokemon
      disney: disney
      minecraft: minecraft
      formula 1: formula_1 formula_uno
      cars: auto macchine
      motorcycles: moto motocicletta
      science: scienza scienze
      comics: fumetti
      manga: manga*
      anime: anime
      cheese: formaggi*
      chess: scacchi
      dominoes: domino
      card games: carte scopa briscola
      tv: serie_tv
      crosswords: cruciverba enigmistica parole_crociate
      sudoku: cruciverba enigmistica parole_crociate
      k-pop: k-pop kpop
      bts: bts
      pottery: ceramica ceramiche tornio
      family photos: foto_dei_nipoti foto_dei_pronipoti foto_di_famiglia
      adventure books: libri_d'avventura libri_di_avventura romanzi_d'avventura
      padel: padel
      woodworking: falegname falegnameria lavorare_il_legno
      sudoku: sudoku*
      jazz: jazz
      opera: lirica opera
      classical music: musica_classica
      singing: cantare canta coro
      candles: candele candela
      audiobooks: audiolibr*
      radio: radio
      podcasts: podcast*
      nurse: infermiera infermiere
      sleep: insonnia dorme_male
      back pain: mal_di_schiena
      knee pain: ginocchia
      staying warm: freddolosa freddoloso ha_sempre_freddo
      herbs: erbe_aromatiche
      pregnancy: incinta gravidanza
      bouldering: boulder
    `,
    avoid: `
      alcohol: alcol alcool alcolici
      meat: carne
      nuts: noci frutta_secca frutta_a_guscio
      peanuts: arachidi
      gluten: glutine
      dairy: lattosio latticini
      sugar: zucchero !diabetic*
      leather: cuoio pelle
      vegan: !vegano !vegana !vegani
      vegetarian: !vegetarian*
      clutter: soprammobili cianfrusaglie
      gluten: !celiac*
    `,
    relationships: `
      goddaughter: figlioccia
      godson: figlioccio
      mother: madre mamma
      father: padre papà
      sister: sorella
      brother: fratello
      son: figlio
      daughter: figlia
      grandmother: nonna
      grandfather: nonno
      aunt: zia
      uncle: zio
      cousin: cugino cugina
      nephew: nipote nipotino nipoti
      niece: nipotina
      wife: moglie
      husband: marito
      girlfriend: fidanzata mia_ragazza
      boyfriend: fidanzato mio_ragazzo
      friend: amico amica amici amiche
      boss: capo
      coworker: collega colleghi
      teacher: insegnante maestra maestro professore professoressa
      neighbor: vicino vicina
      mother-in-law: suocera
      father-in-law: suocero
      nanny: tata babysitter
      mentor: relatore relatrice
    `,
    notNegations:
      "non\\s+rinuncia(?:\\s+mai)?|non\\s+solo|non\\s+so(?!\\p{L})|non\\s+vede\\s+l'ora|non\\s+(?:\\p{L}+\\s+){0,4}senza(?!\\p{L})",
    lacks: "non\\s+può\\s+più|aveva|avevano|non\\s+(?:ha|hanno)",
    negators: "intollerant* intolleranza niente nulla non senza mai né allergico allergica allergia troppi troppe",
    contrasts: "ma però tranne",
    conjunctions: "e o",
    loves: "ama adora piace piacciono appassionato appassionata fan guarda segue tifa",
    pastLoves: "adorava amava piaceva piacevano faceva",
    noLonger: "non\\s+(?:\\p{L}+\\s+){0,2}più|ormai\\s+non",
    drinks: "beve bere",
    owns: "(?:ha|hanno|possiede|possiedono)\\s+già",
    kit: `
      binoculars: binocolo*
      field guides: guide_da_campo guide_ornitologiche
      climbing rope: corda corde
      climbing harness: imbrago imbraco imbragatura
      climbing shoes: scarpette
      chalk: magnesite magnesia
      helmet: casco
      dutch oven: pentola_di_ghisa
      kitchen scale: bilancia
      telescope: telescopio*
      tripod: treppiede*
      espresso machine: macchina_per_espresso macchina_da_caffè
      coffee grinder: macinino* macinacaffè
      knitting needles: ferri_da_maglia
      fishing rods: canna_da_pesca canne_da_pesca
    `,
  },
  Portuguese: {
    interests: `
      espresso: espresso expresso
      homemade pasta: massa_fresca massa_caseira
      tractors: trator tratores
      arthritis: !artrose !artrite !reumatismo
      failing eyesight: !macular !baixa_visão !enxerga_mal !vê_mal
      memory loss: !demência !alzheimer*
      hard of hearing: !aparelho_auditivo !surdez
      shaky hands: !parkinson* !tremor*
      hiking: trilha* caminhada* trekking
      walking: caminhar passear
      coffee: café cafés cafezinho*
      tea: chá chás
      barbecue: churrasco*
      beer: cerveja*
      wine: vinho vinhos
      reading: ler lê leitura leitora leitor livros livro
      crime novels: romances_policiais policiais thriller*
      dinosaurs: dinossauro*
      cooking: cozinhar cozinha cozinheiro cozinheira
      baking: confeitaria bolos
      sourdough: fermentação_natural levain faz_pão pão_caseiro
      sweets: doces
      guitar: violão guitarra*
      music: música
      piano: piano
      yoga: yoga ioga
      gardening: jardim jardinagem
      vegetable gardening: horta
      plants: plantas
      flowers: flores
      fishing: pescar pesca pescaria
      photography: fotografia fotógrafo fotógrafa
      drawing: desenhar desenho desenha
      painting: pintar pintura pinta
      art: arte
      soccer: futebol
      soccer fan: flamengo corinthians palmeiras benfica sporting torcedor* torcida
      volleyball: vôlei vólei voleibol
      basketball: basquete basquetebol
      tennis: jogar_tênis joga_tênis tenista ténis
      cycling: ciclismo bicicleta bike pedalar
      running: correr corrida corre maratona*
      swimming: natação nadar
      golf: golfe golf
      skiing: esqui esquiar
      travel: viajar viagens viagem
      video games: videogame* video_game* videojogo* console*
      racing video games: jogos_de_corrida jogos_de_carro
      board games: jogos_de_tabuleiro jogo_de_tabuleiro
      chocolate: chocolate*
      cats: gato gatos gata
      dogs: cachorro cachorros cão cães cadela
      horses: cavalo* equitação
      knitting: tricô tricotar tricota
      crochet: crochê croché
      sewing: costura costurar
      crafts: artesanato
      camping: acampar camping
      climbing: escalada escalar escala escalador escaladora
      dancing: dançar dança
      theater: teatro
      movies: cinema filmes
      history: história
      astronomy: astronomia estrelas
      makeup: maquiagem maquilhagem cosmético*
      perfume: perfume*
      jewelry: joias jóias
      whisky: uísque whisky*
      cocktails: coquetéis drinks
      technology: tecnologia gadget*
      lego: lego*
      puzzles: quebra-cabeça* puzzle*
      nature: natureza
      birds: pássaros aves ornitólog* observar_aves
      fitness: academia musculação
      meditation: meditação meditar
      new home: casa_nova apartamento_novo mudou mudança
      hospital stay: hospital internad*
      harry potter: harry_potter
      star wars: star_wars
      pokemon: pokémon pokemon
      disney: disney
      minecraft: minecraft
      formula 1: fórmula_1 formula_1
      cars: carros
      motorcycles: moto motos
      science: ciência ciências
      comics: quadrinhos gibis hq
      manga: mangá manga*
      anime: anime animes
      cheese: queijo*
      chess: xadrez
      dominoes: dominó domino
      card games: cartas baralho
      tv: novela novelas séries
      crosswords: palavras_cruzadas cruzadinha*
      sudoku: palavras_cruzadas cruzadinha*
      k-pop: k-pop kpop
      bts: bts
      pottery: cerâmica olaria
      family photos: fotos_dos_netos fotos_de_família
      adventure books: livros_de_aventura livros_de_aventuras
      padel: padel
      woodworking: marcenaria marceneiro carpintaria carpinteiro
      sudoku: sudoku*
      jazz: jazz
      opera: ópera
      classical music: música_clássica
      singing: cantar canta coral
      candles: velas vela
      audiobooks: audiolivro*
      radio: rádio
      podcasts: podcast*
      nurse: enfermeira enfermeiro enfermagem
      sleep: insônia insónia dorme_mal
      back pain: dor_nas_costas dores_nas_costas
      knee pain: joelhos
      staying warm: friorenta friorento sente_muito_frio
      herbs: ervas_aromáticas
      pregnancy: grávida gravidez
      bouldering: boulder
    `,
    avoid: `
      alcohol: álcool alcool bebida_alcoólica bebidas_alcoólicas
      meat: carne
      nuts: nozes castanhas
      peanuts: amendoim
      gluten: glúten gluten
      dairy: lactose laticínios
      sugar: açúcar !diabétic*
      leather: couro
      vegan: !vegano !vegana !veganos
      vegetarian: !vegetarian*
      clutter: bibelôs enfeites
      gluten: !celíac*
    `,
    relationships: `
      goddaughter: afilhada
      godson: afilhado
      mother: mãe mamãe
      father: pai papai
      sister: irmã
      brother: irmão
      son: filho
      daughter: filha
      grandmother: avó vovó
      grandfather: avô vovô
      aunt: tia
      uncle: tio
      nephew: sobrinho
      niece: sobrinha
      cousin: primo prima
      wife: esposa minha_mulher
      husband: marido esposo
      girlfriend: namorada
      boyfriend: namorado
      friend: amigo amiga amigos amigas
      boss: chefe
      coworker: colega colegas
      teacher: professor professora
      neighbor: vizinho vizinha
      grandson: neto
      granddaughter: neta
      mother-in-law: sogra
      father-in-law: sogro
      nanny: babá
    `,
    notNegations:
      "(?:não|nunca)\\s+abre\\s+mão|não\\s+só|não\\s+apenas|não\\s+sei|não\\s+vê\\s+a\\s+hora|não\\s+(?:\\p{L}+\\s+){0,4}sem(?!\\p{L})",
    lacks: "já\\s+não\\s+(?:pode|consegue)|não\\s+(?:pode|consegue)\\s+mais|tinha|tinham|não\\s+(?:tem|têm)",
    negators: "intolerante* intolerância nada não sem nunca nem alérgico alérgica alergia",
    contrasts: "mas porém exceto",
    conjunctions: "e ou",
    loves: "ama adora gosta gostam curte apaixonado apaixonada fã",
    pastLoves: "adorava amava gostava curtia",
    noLonger: "já\\s+não|não\\s+(?:\\p{L}+\\s+){0,2}mais",
    drinks: "bebe beber",
    owns: "já\\s+(?:tem|têm|possui)",
    kit: `
      running shoes: tênis_de_corrida
      gps watch: relógio_com_gps relógio_gps
      hydration vest: colete_de_hidratação
      wireless earbuds: fones_sem_fio fones_de_ouvido
      binoculars: binóculo*
      field guides: guias_de_campo guias_de_aves
      climbing rope: corda cordas
      climbing harness: cadeirinha
      climbing shoes: sapatilhas_de_escalada
      chalk: magnésio
      helmet: capacete
      dutch oven: panela_de_ferro
      kitchen scale: balança
      telescope: telescópio*
      tripod: tripé*
      espresso machine: máquina_de_espresso máquina_de_café
      coffee grinder: moedor*
      knitting needles: agulhas_de_tricô
      fishing rods: vara_de_pesca varas_de_pesca
    `,
  },
  Dutch: {
    interests: `
      espresso: espresso
      homemade pasta: verse_pasta zelf_pasta
      tractors: tractor* trekker*
      arthritis: !artrose !artritis !reuma*
      failing eyesight: !maculadegeneratie !slechtziend* !ziet_slecht !ogen_worden_slechter
      memory loss: !dementie !dement !alzheimer*
      hard of hearing: !slechthorend* !gehoorapparaat*
      shaky hands: !parkinson* !trillende_handen
      hiking: wandel* hiken bergwandel*
      coffee: koffie*
      tea: thee
      barbecue: barbecue* bbq
      beer: bier* speciaalbier*
      wine: wijn*
      reading: lezen leest boeken boek
      crime novels: thriller* detective*
      dinosaurs: dinosaurus* dino dino's
      cooking: koken kookt kok
      baking: bakken bakt
      sourdough: zuurdesem bakt_brood brood_bakken
      sweets: snoep
      guitar: gitaar*
      music: muziek*
      piano: piano
      yoga: yoga
      gardening: tuinieren tuin tuiniert volkstuin* moestuin* tuintje
      vegetable gardening: moestuin*
      plants: planten
      flowers: bloemen
      fishing: vissen vist hengel*
      photography: fotografie fotograferen fotograaf
      drawing: tekenen tekent
      painting: schilderen schildert
      art: kunst
      soccer: voetbal*
      soccer fan: ajax feyenoord psv supporter_van
      volleyball: volleybal*
      basketball: basketbal*
      tennis: tennis*
      cycling: fietsen fietst wielrenn* racefiets*
      running: hardlopen hardloopt marathon*
      swimming: zwemmen zwemt
      golf: golf*
      skiing: skiën skiet
      travel: reizen reist
      video games: gamen gamet videogame* console*
      board games: bordspel*
      chocolate: chocola*
      cats: kat katten poes
      dogs: hond honden
      horses: paard* paardrijden
      knitting: breien breit
      crochet: haken haakt
      sewing: naaien
      crafts: knutselen
      camping: kamperen camping
      climbing: klimmen klimt klimmer klimster boulderen bouldert
      dancing: dansen danst
      theater: theater
      movies: films bioscoop
      history: geschiedenis
      astronomy: sterrenkunde
      makeup: make-up makeup cosmetica
      perfume: parfum*
      jewelry: sieraden
      whisky: whisky*
      cocktails: cocktail*
      technology: technologie gadget*
      lego: lego*
      puzzles: puzzel*
      nature: natuur
      birds: vogels vogelaar* vogelspot* vogelkijk* vogels_kijken
      fitness: sportschool fitness
      meditation: mediteren meditatie
      new home: nieuwe_huis nieuw_huis verhuisd verhuizing
      hospital stay: ziekenhuis
      harry potter: harry_potter
      star wars: star_wars
      pokemon: pokémon pokemon
      disney: disney
      minecraft: minecraft
      cars: auto's
      science: wetenschap
      comics: strips stripboeken
      manga: manga*
      anime: anime
      cheese: kaas
      chess: schaken schaak
      card games: kaarten kaartspel*
      tv: series
      crosswords: kruiswoord*
      sudoku: kruiswoord*
      k-pop: k-pop kpop
      bts: bts
      pottery: pottenbak* keramiek* draaischijf
      family photos: foto's_van_de_kleinkinderen familiefoto's
      adventure books: avonturenboek* avonturenverhal*
      padel: padel*
      indonesian cooking: indonesisch_koken indonesisch_te_koken indonesische_keuken rendang
      woodworking: houtbewerking timmerman timmeren schrijnwerk*
      sudoku: sudoku*
      jazz: jazz
      opera: opera
      classical music: klassieke_muziek
      singing: zingen zingt koor
      candles: kaars kaarsen
      audiobooks: luisterboek*
      radio: radio
      podcasts: podcast*
      nurse: verpleegkundige verpleegster
      sleep: slaapt_slecht slapeloos*
      back pain: rugpijn
      knee pain: knieën knieklachten
      staying warm: heeft_het_altijd_koud koukleum
      herbs: kruiden kruidentuin*
      pregnancy: zwanger*
      bouldering: boulderen
    `,
    avoid: `
      yarn: wol garen
      alcohol: alcohol
      meat: vlees
      nuts: noten
      peanuts: pinda*
      gluten: gluten
      dairy: lactose zuivel
      sugar: suiker !diabet*
      vegan: !veganist* !vegan
      vegetarian: !vegetarisch* !vegetariër
      clutter: prulletjes snuisterijen
      gluten: !coeliakie
    `,
    relationships: `
      godchild: petekind
      goddaughter: petedochter
      godson: petezoon
      mother: moeder mama
      father: vader papa
      sister: zus zuster
      brother: broer
      son: zoon
      daughter: dochter
      grandmother: oma
      grandfather: opa
      aunt: tante
      uncle: oom
      nephew: neefje
      niece: nichtje
      wife: mijn_vrouw
      husband: mijn_man
      girlfriend: vriendin
      friend: vriend vrienden
      boss: baas
      coworker: collega collega's
      teacher: leraar lerares juf meester
      neighbor: buurman buurvrouw buren
      nanny: oppas
    `,
    notNegations: "niet\\s+alleen|weet\\s+(?:ik\\s+)?niet|(?:niet|nooit)\\s+(?:\\p{L}+\\s+){0,4}zonder(?!\\p{L})",
    lacks: "kan\\s+(?:\\p{L}+\\s+){0,3}niet\\s+meer|(?:heeft|hebben)\\s+(?:nog\\s+)?(?:geen|niets)",
    negators: "intolerant* niets geen niet nooit zonder allergisch allergie te_veel",
    contrasts: "maar behalve",
    conjunctions: "en of",
    loves: "houdt dol gek graag",
    pastLoves: "hield was_dol",
    noLonger: "niet\\s+meer|nauwelijks\\s+nog",
    drinks: "drinkt drinken",
    owns: "(?:heeft|hebben|bezit)\\s+(?:\\p{L}+\\s+)?al(?!\\s+(?:jaren|lang|tijden|sinds|tien|twintig))",
    kit: `
      binoculars: verrekijker*
      field guides: veldgids*
      climbing rope: klimtouw* touw
      climbing harness: klimgordel*
      climbing shoes: klimschoen*
      chalk: magnesium
      helmet: helm
      banneton: rijsmand*
      dutch oven: gietijzeren_pan braadpan*
      kitchen scale: weegschaal*
      telescope: telescoop*
      tripod: statief*
      espresso machine: espressomachine* espressoapparaat*
      coffee grinder: koffiemolen*
      knitting needles: breinaald*
      fishing rods: hengel*
    `,
    partnerCues: "wij we onze ons jubileum valentijn*",
  },
};
