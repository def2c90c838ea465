"""The definite article of every French card, wonder, token and card-kind name the data holds
(« la Bibliothèque », « l'École », « les Pyramides », « le Haras »: an h aspiré keeps « le »).

The converters write it beside the name (``"article_fr"``); a name absent here takes no article
(a city: « Rhodes », « Gizeh »; an Architects card kind said by its colour: « Rouge, 1 cor »). A
name that holds its article (« Le Colosse ») is listed with it, so a sentence puts it in lower
case (« construire le Colosse »).
"""

_BY_ARTICLE = {
    "le": ["Chantier", "Bassin argileux", "Filon", "Gisement", "Métier à tisser", "Prêteur sur gages",
           "Théâtre", "Comptoir Est", "Comptoir Ouest", "Marché", "Scriptorium", "Temple", "Tribunal",
           "Forum", "Caravansérail", "Vignoble", "Bazar", "Dispensaire", "Laboratoire", "Panthéon",
           "Palace", "Sénat", "Port", "Phare", "Cirque", "Dépôt de pierre", "Dépôt d'argile",
           "Dépôt de bois", "Séchoir", "Haras", "Champ de tir", "Prétoire",
           "Le Colosse de Rhodes", "Le Phare d'Alexandrie", "Le Temple d'Artémis à Éphèse",
           "Le Mausolée d'Halicarnasse", "Le Circus Maximus", "Le Colosse", "Le Grand Phare",
           "Le Mausolée", "Le Pirée", "Le Sphinx", "Le Temple d'Artémis", "Le Sanctuaire", "Le Théâtre divin",
           "Bois", "Papyrus", "Verre", "Compas"],
    "la": ["Cavité", "Friche", "Fosse argileuse", "Mine", "Verrerie", "Presse", "Taverne", "Palissade",
           "Caserne", "Tour de garde", "Scierie", "Carrière", "Briqueterie", "Fonderie", "Statue",
           "Muraille", "Place d'armes", "Bibliothèque", "Chambre de commerce", "Loge",
           "Guilde des travailleurs", "Guilde des artisans", "Guilde des commerçants",
           "Guilde des philosophes", "Guilde des espions", "Guilde des stratèges", "Guilde des armateurs",
           "Guilde des scientifiques", "Guilde des magistrats", "Guilde des bâtisseurs",
           "Guilde des usuriers", "Guilde des tacticiens", "Soufflerie", "Brasserie",
           "La Statue de Zeus à Olympie", "La Grande Pyramide de Gizeh", "La Via Appia",
           "La Grande Bibliothèque", "La Statue de Zeus",
           "Loi", "Maçonnerie", "Philosophie", "Stratégie", "Théologie", "Joaillerie", "Science",
           "Propagande", "Tactique", "Décoration", "Politique", "Culture", "Pierre", "Brique", "Tablette"],
    "l'": ["Excavation", "Exploitation forestière", "Exploitation", "Autel", "Officine", "Atelier",
           "Aqueduc", "École", "Hôtel de ville", "Arène", "Arsenal", "Atelier de siège", "Observatoire",
           "Université", "Académie", "Étude", "Apothicaire", "Armurerie", "Obélisque",
           "Agriculture", "Architecture", "Économie", "Urbanisme", "Artisanat", "Ingénierie",
           "Éducation", "Or", "Engrenage"],
    "les": ["Bains", "Écuries", "Champs de tir", "Jardins", "Fortifications", "Baraquements", "Rostres",
            "Douanes", "Les Jardins suspendus de Babylone", "Les Jardins suspendus", "Les Pyramides",
            "Mathématiques"],
}
ARTICLES = {name: article for article, names in _BY_ARTICLE.items() for name in names}


def with_article(entry, name_fr):
    """``entry`` (a converted card, wonder or token) with ``"article_fr"`` when its French name
    ``name_fr`` takes one."""
    if name_fr in ARTICLES:
        entry["article_fr"] = ARTICLES[name_fr]
    return entry
