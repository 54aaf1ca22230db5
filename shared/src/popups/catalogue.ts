import { popupCatalogueSchema, type PopupCatalogue } from './schema';

/**
 * The popups the site starts with (docs/popups.md). Data, validated by its schema when the module
 * loads; the back-office will edit a stored copy of it later.
 */
export const DEFAULT_POPUPS: PopupCatalogue = popupCatalogueSchema.parse({
  popups: [
    // A purchase started by an anonymous player (SPEC §4 purchase intent): sign in, and it goes on.
    {
      id: 'purchase_intent_en',
      locale: 'en',
      title: 'Sign in to buy premium',
      text: 'Your premium time is kept with your account, on every device. Sign in, and your purchase goes on where you left it.',
      action: { kind: 'signIn' },
    },
    {
      id: 'purchase_intent_fr',
      locale: 'fr',
      title: 'Connectez-vous pour passer premium',
      text: 'Votre temps premium est gardé avec votre compte, sur tous vos appareils. Connectez-vous, et votre achat reprend là où vous l’avez laissé.',
      action: { kind: 'signIn' },
    },
    // Once premium has ended (SPEC §4 paid_over), at the next page: two in turn.
    {
      id: 'paid_over_en',
      locale: 'en',
      title: 'Your premium has ended',
      text: 'Thank you for playing premium! Renew it to keep every premium quiz open.',
      action: { kind: 'packs' },
    },
    {
      id: 'paid_over_hours_en',
      locale: 'en',
      title: 'Miss the premium quizzes?',
      text: 'Take them back for three hours, a month or three months.',
      action: { kind: 'packs' },
    },
    {
      id: 'paid_over_fr',
      locale: 'fr',
      title: 'Votre premium est terminé',
      text: 'Merci d’avoir joué en premium\u00a0! Renouvelez-le pour garder tous les quiz premium ouverts.',
      action: { kind: 'packs' },
    },
    {
      id: 'paid_over_hours_fr',
      locale: 'fr',
      title: 'Les quiz premium vous manquent\u00a0?',
      text: 'Retrouvez-les pour trois heures, un mois ou trois mois.',
      action: { kind: 'packs' },
    },
    // The click after premium ended, when no paid-over page is set (SPEC §4 premium ends).
    {
      id: 'game_over_en',
      locale: 'en',
      title: 'Game Over',
      text: 'Your premium access has ended. Renew it to play every premium quiz again.',
      action: { kind: 'packs' },
    },
    {
      id: 'game_over_fr',
      locale: 'fr',
      title: 'Game Over',
      text: 'Votre accès premium est terminé. Renouvelez-le pour rejouer à tous les quiz premium.',
      action: { kind: 'packs' },
    },
    // After a few completed quizzes, to a player who is not premium (SPEC §9 "a default pay trigger").
    {
      id: 'pay_unlock_en',
      locale: 'en',
      title: 'Enjoying the quizzes?',
      text: 'Premium opens every quiz, from #1 to #110, with no waiting for the next free one.',
      action: { kind: 'packs' },
    },
    {
      id: 'pay_hours_en',
      locale: 'en',
      title: 'Try premium for three hours',
      text: 'Every premium quiz, for an evening: no subscription, nothing renews by itself.',
      action: { kind: 'packs' },
    },
    {
      id: 'pay_unlock_fr',
      locale: 'fr',
      title: 'Les quiz vous plaisent\u00a0?',
      text: 'Le premium ouvre tous les quiz, du premier au cent-dixième, sans attendre le prochain quiz gratuit.',
      action: { kind: 'packs' },
    },
    {
      id: 'pay_hours_fr',
      locale: 'fr',
      title: 'Essayez le premium trois heures',
      text: 'Tous les quiz premium, le temps d’une soirée\u00a0: sans abonnement, rien ne se renouvelle tout seul.',
      action: { kind: 'packs' },
    },
  ],
  triggers: {
    purchase_intent: {
      flags: ['overlay'],
      widgets: { en_anonymous: ['purchase_intent_en'], fr_anonymous: ['purchase_intent_fr'] },
    },
    paid_over: {
      flags: ['once:paid_over', 'overlay'],
      widgets: { en_paid_over: ['paid_over_en', 'paid_over_hours_en'], fr_paid_over: ['paid_over_fr', 'paid_over_hours_fr'] },
    },
    premium_over_click_once: {
      flags: ['overlay'],
      widgets: { en_paid_over: ['game_over_en'], fr_paid_over: ['game_over_fr'] },
    },
    pay: {
      flags: ['until_paid'],
      widgets: {
        en_anonymous: ['pay_unlock_en', 'pay_hours_en'],
        en_connected: ['pay_unlock_en', 'pay_hours_en'],
        fr_anonymous: ['pay_unlock_fr', 'pay_hours_fr'],
        fr_connected: ['pay_unlock_fr', 'pay_hours_fr'],
      },
    },
  },
  paidOverPage: { en: 'premium-over', fr: 'fin-du-premium' },
});
