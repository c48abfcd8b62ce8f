/** Lists written as one comma-separated string each, to keep these long word lists readable. */
const list = (words: string): readonly string[] => words.split(', ');

/** Dominican first names and surnames for the demo accounts and the people's profiles. */
export const FEMALE_NAMES = list(
	'María, Ana, Yolanda, Carmen, Rosa, Juana, Altagracia, Mercedes, Yokasta, Francisca, Luz, Esther, Milagros, Margarita, Ramona, Yesenia, Daniela, Paola, Nicole, Gabriela, Isabel, Patricia, Yudelka, Lissette, Wendy, Massiel, Scarlet, Rosanna, Dilenia, Yanelis',
);

export const MALE_NAMES = list(
	'José, Juan, Rafael, Julio, Luis, Manuel, Pedro, Francisco, Ramón, Carlos, Miguel, Héctor, Fernando, Jorge, Alexander, Wilson, Franklin, Danilo, Leonel, Ángel, Félix, Andrés, Eduardo, Máximo, Domingo, Radhamés, Wander, Yunior, Starlin, Aneudy',
);

export const SURNAMES = list(
	'Rodríguez, Pérez, Martínez, García, Fernández, Gómez, Núñez, Guzmán, Peña, Báez, Santana, Reyes, Díaz, Jiménez, Castillo, Ramírez, Almonte, Rosario, Vásquez, Mejía, Tavárez, Polanco, Cabrera, De la Cruz, Espinal, Batista, Matos, Féliz, Taveras, Abreu, Sosa, Valdez, Hernández, Medina, Paulino, Ureña, Marte, Encarnación, Bautista, Liriano',
);

/** Words that end Dominican business names ("Ferretería del Cibao", "Constructora Quisqueya"). */
export const NAME_ENDINGS = list(
	'Quisqueya, del Caribe, del Cibao, Tropical, La Esperanza, El Progreso, Bávaro, Oriental, del Este, Central, Express, Premium, La Económica, Dominicana, Isla Bella, Las Palmas, El Malecón, San Rafael, Altagracia, Hispaniola',
);

export { list };
