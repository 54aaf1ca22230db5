/**
 * A game with its references and the responses they name (functions/src/data/README.md, patterns 1, 2,
 * 4–5, 14, 14b): the META item (items.ts), its references and responses (references.ts), the players'
 * cached content (content.ts) and the response catalogue of typed answers (answer-catalogue.ts).
 */
export * from './answer-catalogue';
export * from './content';
export * from './items';
export * from './references';
