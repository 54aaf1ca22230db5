import * as z from 'zod/mini';
import { route, shortId } from './route-def';
import { publishesResponseSchema, publishResponseSchema } from './schemas/publish';
import {
  adminMenuItemResponseSchema, adminMenuResponseSchema, adminPageResponseSchema, adminPagesResponseSchema, menuItemCreateSchema, menuItemEditSchema, menuItemParamsSchema,
  pageCreateSchema, pageEditSchema, pageImageFinalizeBodySchema, pageImageResponseSchema,
} from './schemas/admin-content';
import {
  adminProductResponseSchema, adminProductsResponseSchema, finalizeProductImageBodySchema, productCreateSchema, productEditSchema, productImageParamsSchema, productParamsSchema,
} from './schemas/admin-products';
import { numericIdSchema, uuidSchema } from './schemas/common';
import { createDeskGameBodySchema, deskGameSchema, deskGamesResponseSchema, finalizePictureBodySchema, pictureUploadBodySchema, pictureUploadResponseSchema, updateDeskGameBodySchema } from './schemas/desk-games';
import { deskReferenceSchema, deskResponseSchema, gameRefsSchema, deskRefIdSchema, referenceInputSchema, reorderBodySchema, responseInputSchema, responsesPageSchema, responsesQuerySchema, versionBody } from './schemas/desk-references';
import { acknowledgedReviewsQuerySchema, acknowledgedReviewsResponseSchema, caddySchema, compositionSchema, compositionsResponseSchema, postCaddyBodySchema, putCompositionBodySchema, acknowledgeReviewBodySchema, deleteQuestionReviewQuerySchema, dismissMissBodySchema, gameMissesResponseSchema, gameReviewsResponseSchema, missChangeResponseSchema, promoteMissBodySchema, putQuestionReviewBodySchema, questionReviewSchema } from './schemas/desk-review';
import { adminPopupResponseSchema, adminPopupsResponseSchema, adminPopupTriggerResponseSchema, deletedResponseSchema, popupCreateSchema, popupDeleteQuerySchema, popupEditSchema, popupParamsSchema, popupTriggerEditSchema, popupTriggerParamsSchema } from './schemas/admin-popups';
import { competitionBoardQuerySchema, competitionBoardResponseSchema, competitionCreateSchema, competitionEditSchema, competitionParamsSchema, competitionRemovalBodySchema, competitionRemovalResponseSchema, competitionResponseSchema, competitionsResponseSchema } from './schemas/competitions';
import { adminUserSchema, auditListSchema, auditLogQuerySchema, auditQuerySchema, premiumChangeBodySchema, purchasesPageSchema, purchasesQuerySchema, setRolesBodySchema, setRolesResponseSchema, userAuditResponseSchema, userParamsSchema, userPurchasesQuerySchema, userSearchQuerySchema, userSearchResponseSchema } from './schemas/admin';


/**
 * The back-office's calls (access designer, tester or admin; issue 22). Apart from the player's so
 * that a player's function does not carry this table, nor a back-office function the player's.
 */
export const listGameResponsesRoute = /* @__PURE__ */ route({
  name: 'listGameResponses', method: 'GET', path: '/api/game_responses', access: 'designer',
  summary: 'The response catalogue, searched by any title or alias in either language, a page at a time',
  query: responsesQuerySchema, response: responsesPageSchema,
});
export const createGameResponseRoute = /* @__PURE__ */ route({
  name: 'createGameResponse', method: 'POST', path: '/api/desk/game_responses', access: 'designer',
  summary: 'Create a response (titles and aliases in both languages, refused forms, theme, saga, confidence)',
  body: responseInputSchema, response: /* @__PURE__ */ z.object({ response: deskResponseSchema }),
});
export const updateResponseQuestionRoute = /* @__PURE__ */ route({
  name: 'updateResponseQuestion', method: 'PUT', path: '/api/desk/game_responses/{id}/question', access: 'designer',
  summary: 'Edit a response, naming the version read', params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^[a-z0-9-]{1,64}$/)) }),
  body: /* @__PURE__ */ z.extend(responseInputSchema, versionBody), response: /* @__PURE__ */ z.object({ response: deskResponseSchema }),
});
export const getGameRefsRoute = /* @__PURE__ */ route({
  name: 'getGameRefs', method: 'GET', path: '/api/desk/games/{id}/refs', access: 'designer',
  summary: 'A game\'s references with their responses, for the editor', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  response: gameRefsSchema,
});
export const updateGameRefsRoute = /* @__PURE__ */ route({
  name: 'updateGameRefs', method: 'PUT', path: '/api/desk/games/{id}/refs', access: 'designer',
  summary: 'Reorder the references of a game (every one, each with the version read)', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  body: reorderBodySchema, response: /* @__PURE__ */ z.object({ references: /* @__PURE__ */ z.array(deskReferenceSchema) }),
});
export const createGameReferenceRoute = /* @__PURE__ */ route({
  name: 'createGameReference', method: 'POST', path: '/api/desk/games/{id}/references', access: 'designer',
  summary: 'Add a reference to a game (last in order)', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  body: referenceInputSchema, response: /* @__PURE__ */ z.object({ reference: deskReferenceSchema }),
});
export const updateGameReferenceRoute = /* @__PURE__ */ route({
  name: 'updateGameReference', method: 'PUT', path: '/api/desk/games/{id}/references/{refId}', access: 'designer',
  summary: 'Edit a reference (zone, type, response, hints, choices), naming the version read',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema, refId: deskRefIdSchema }),
  body: /* @__PURE__ */ z.extend(referenceInputSchema, versionBody), response: /* @__PURE__ */ z.object({ reference: deskReferenceSchema }),
});
export const deleteGameReferenceRoute = /* @__PURE__ */ route({
  name: 'deleteGameReference', method: 'DELETE', path: '/api/desk/games/{id}/references/{refId}', access: 'designer',
  summary: 'Delete a reference, naming the version read', params: /* @__PURE__ */ z.object({ id: numericIdSchema, refId: deskRefIdSchema }),
  query: /* @__PURE__ */ z.object({ version: /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()) }), response: /* @__PURE__ */ z.object({ deleted: /* @__PURE__ */ z.literal(true) }),
});
export const putQuestionReviewRoute = /* @__PURE__ */ route({
  name: 'putQuestionReview', method: 'PUT', path: '/api/desk/question_reviews/{id}', access: 'tester',
  summary: 'File (version null) or edit (own reviews only, the version read) a review of a reference of a game in test',
  params: /* @__PURE__ */ z.object({ id: uuidSchema }), body: putQuestionReviewBodySchema, response: questionReviewSchema,
});
export const deleteQuestionReviewRoute = /* @__PURE__ */ route({
  name: 'deleteQuestionReview', method: 'DELETE', path: '/api/desk/question_reviews/{id}', access: 'tester',
  summary: 'Delete an own review (the version read)', params: /* @__PURE__ */ z.object({ id: uuidSchema }),
  query: deleteQuestionReviewQuerySchema, response: /* @__PURE__ */ z.object({ deleted: /* @__PURE__ */ z.literal(true) }),
});
export const listAcknowledgedReviewsRoute = /* @__PURE__ */ route({
  name: 'listAcknowledgedReviews', method: 'GET', path: '/api/desk/question_reviews/acknowledged', access: 'tester',
  summary: 'The caller\'s reviews a designer acknowledged (of one game, or of every game in test)',
  query: acknowledgedReviewsQuerySchema, response: acknowledgedReviewsResponseSchema,
});
export const acknowledgeQuestionReviewRoute = /* @__PURE__ */ route({
  name: 'acknowledgeQuestionReview', method: 'POST', path: '/api/desk/question_reviews/{id}/acknowledge', access: 'designer',
  summary: 'Acknowledge a tester\'s review (the version read)', params: /* @__PURE__ */ z.object({ id: uuidSchema }),
  body: acknowledgeReviewBodySchema, response: questionReviewSchema,
});
export const listTesterGameReviewsRoute = /* @__PURE__ */ route({
  name: 'listTesterGameReviews', method: 'GET', path: '/api/desk/tester/games/{id}/reviews', access: 'tester',
  summary: 'A game in test: its references by number and every review of it', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  response: gameReviewsResponseSchema,
});
export const listDesignerGameReviewsRoute = /* @__PURE__ */ route({
  name: 'listDesignerGameReviews', method: 'GET', path: '/api/desk/designer/games/{id}/reviews', access: 'designer',
  summary: 'A game\'s references and its testers\' reviews, to acknowledge', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  response: gameReviewsResponseSchema,
});
export const listGameMissesRoute = /* @__PURE__ */ route({
  name: 'listGameMisses', method: 'GET', path: '/api/desk/games/{id}/misses', access: 'designer',
  summary: 'The rejected guesses of each reference, most frequent first, with the current matcher\'s verdict',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), response: gameMissesResponseSchema,
});
export const promoteMissRoute = /* @__PURE__ */ route({
  name: 'promoteMiss', method: 'POST', path: '/api/desk/games/{id}/misses/promote', access: 'designer',
  summary: 'Add a rejected guess to its response as an alias or a refused form (the response\'s version read)',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), body: promoteMissBodySchema, response: missChangeResponseSchema,
});
export const dismissMissRoute = /* @__PURE__ */ route({
  name: 'dismissMiss', method: 'POST', path: '/api/desk/games/{id}/misses/dismiss', access: 'designer',
  summary: 'Dismiss a rejected guess (it stays dismissed; later misses still count)',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), body: dismissMissBodySchema, response: missChangeResponseSchema,
});
export const listCompositionsRoute = /* @__PURE__ */ route({
  name: 'listCompositions', method: 'GET', path: '/api/desk/compositions', access: 'designer',
  summary: 'The caller\'s compositions (planned games: idea, draft, validated)', response: compositionsResponseSchema,
});
export const putCompositionRoute = /* @__PURE__ */ route({
  name: 'putComposition', method: 'PUT', path: '/api/desk/compositions/{id}', access: 'designer',
  summary: 'Create (version null) or edit (the version read) one of the caller\'s compositions',
  params: /* @__PURE__ */ z.object({ id: uuidSchema }), body: putCompositionBodySchema, response: compositionSchema,
});
export const getCaddyRoute = /* @__PURE__ */ route({
  name: 'getCaddy', method: 'GET', path: '/api/desk/caddy', access: 'designer',
  summary: 'The caller\'s caddy: responses kept to reuse', response: caddySchema,
});
export const postCaddyRoute = /* @__PURE__ */ route({
  name: 'postCaddy', method: 'POST', path: '/api/desk/caddy', access: 'designer',
  summary: 'Replace the caller\'s caddy (the version read; unknown responses are a 400)', body: postCaddyBodySchema, response: caddySchema,
});
export const listDeskGamesRoute = /* @__PURE__ */ route({
  name: 'listDeskGames', method: 'GET', path: '/api/desk/games', access: 'designer',
  summary: 'Every game of every status, in number order', response: deskGamesResponseSchema,
});
export const createDeskGameRoute = /* @__PURE__ */ route({
  name: 'createDeskGame', method: 'POST', path: '/api/desk/games', access: 'designer',
  summary: 'Create a game (in test), with the next public number', body: createDeskGameBodySchema, response: deskGameSchema,
});
export const getDeskGameRoute = /* @__PURE__ */ route({
  name: 'getDeskGame', method: 'GET', path: '/api/desk/games/{id}', access: 'designer',
  summary: 'One game\'s settings', params: /* @__PURE__ */ z.object({ id: numericIdSchema }), response: deskGameSchema,
});
export const updateDeskGameRoute = /* @__PURE__ */ route({
  name: 'updateDeskGame', method: 'PUT', path: '/api/desk/games/{id}', access: 'designer',
  summary: 'Update a game\'s settings at the version read (status live only when complete)',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), body: updateDeskGameBodySchema, response: deskGameSchema,
});
export const startPictureUploadRoute = /* @__PURE__ */ route({
  name: 'startPictureUpload', method: 'POST', path: '/api/desk/games/{id}/picture/upload', access: 'designer',
  summary: 'Where to upload a game\'s picture (a presigned POST with size and type conditions)',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), body: pictureUploadBodySchema, response: pictureUploadResponseSchema,
});
export const finalizePictureRoute = /* @__PURE__ */ route({
  name: 'finalizePicture', method: 'POST', path: '/api/desk/games/{id}/picture', access: 'designer',
  summary: 'Check an uploaded picture from its bytes, make its web copies and set it as the game\'s',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), body: finalizePictureBodySchema, response: deskGameSchema,
});
export const adminSearchUsersRoute = /* @__PURE__ */ route({
  name: 'adminSearchUsers', method: 'GET', path: '/api/admin/users', access: 'admin',
  summary: 'People of the user pool whose name or email starts with q (or whose sub is q)',
  query: userSearchQuerySchema, response: userSearchResponseSchema,
});
export const adminGetUserRoute = /* @__PURE__ */ route({
  name: 'adminGetUser', method: 'GET', path: '/api/admin/users/{sub}', access: 'admin',
  summary: 'A person: the user pool\'s record, their roles (Cognito groups) and their premium',
  params: userParamsSchema, response: adminUserSchema,
});
export const adminSetUserRolesRoute = /* @__PURE__ */ route({
  name: 'adminSetUserRoles', method: 'PUT', path: '/api/admin/users/{sub}/roles', access: 'admin',
  summary: 'Set a person\'s roles (Cognito groups); an admin cannot drop their own admin role',
  params: userParamsSchema, body: setRolesBodySchema, response: setRolesResponseSchema,
});
export const adminChangeUserPremiumRoute = /* @__PURE__ */ route({
  name: 'adminChangeUserPremium', method: 'POST', path: '/api/admin/users/{sub}/premium', access: 'admin',
  summary: 'Grant premium time (days, hours or until a date) or take it, with a reason (audited, versioned)',
  params: userParamsSchema, body: premiumChangeBodySchema, response: adminUserSchema.shape.profile,
});
export const adminListUserPurchasesRoute = /* @__PURE__ */ route({
  name: 'adminListUserPurchases', method: 'GET', path: '/api/admin/users/{sub}/purchases', access: 'admin',
  summary: 'A person\'s purchases with their events, newest first, a page at a time',
  params: userParamsSchema, query: userPurchasesQuerySchema, response: purchasesPageSchema,
});
export const adminUserAuditRoute = /* @__PURE__ */ route({
  name: 'adminUserAudit', method: 'GET', path: '/api/admin/users/{sub}/audit', access: 'admin',
  summary: 'The audit trail of a person: changes made to them, and changes they made',
  params: userParamsSchema, response: userAuditResponseSchema,
});
export const adminListPurchasesRoute = /* @__PURE__ */ route({
  name: 'adminListPurchases', method: 'GET', path: '/api/admin/purchases', access: 'admin',
  summary: 'Recent purchases site-wide with their events, newest first, optionally of one status, a page at a time',
  query: purchasesQuerySchema, response: purchasesPageSchema,
});
export const adminGameAuditRoute = /* @__PURE__ */ route({
  name: 'adminGameAudit', method: 'GET', path: '/api/admin/games/{id}/audit', access: 'admin',
  summary: 'The audit trail of a game, newest first, 25 a page (`cursor`: the previous page\'s `next`)',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), query: auditQuerySchema, response: auditListSchema,
});

// The audit page (docs/back-office.md "The audit page"): every change, who, when, what; never a player's e-mail.
export const adminAuditLogRoute = /* @__PURE__ */ route({
  name: 'adminAuditLog', method: 'GET', path: '/api/admin/audit', access: 'admin',
  summary: 'Every back-office change, newest first, 25 a page, optionally of one kind (`kind`) or by one person (`person`, a sub)',
  query: auditLogQuerySchema, response: auditListSchema,
});

// --- publishing (designers publish their live games; admin passes every role) and the admin's pages and menu
export const publishSiteRoute = /* @__PURE__ */ route({
  name: 'publishSite', method: 'POST', path: '/api/desk/publish', access: 'designer',
  summary: 'Publish: render the static pages again from the current data, write what changed, refresh the caches (202)',
  response: publishResponseSchema,
});
export const listPublishesRoute = /* @__PURE__ */ route({
  name: 'listPublishes', method: 'GET', path: '/api/desk/publishes', access: 'designer',
  summary: 'The latest publishes, newest first, with their progress', response: publishesResponseSchema,
});
export const getPublishRoute = /* @__PURE__ */ route({
  name: 'getPublish', method: 'GET', path: '/api/desk/publishes/{id}', access: 'designer',
  summary: 'One publish and its progress', params: /* @__PURE__ */ z.object({ id: shortId }), response: publishResponseSchema,
});
export const listAdminPagesRoute = /* @__PURE__ */ route({
  name: 'listAdminPages', method: 'GET', path: '/api/admin/pages', access: 'admin',
  summary: 'Every content page, drafts too', response: adminPagesResponseSchema,
});
export const getAdminPageRoute = /* @__PURE__ */ route({
  name: 'getAdminPage', method: 'GET', path: '/api/admin/pages/{id}', access: 'admin',
  summary: 'One content page with its audit trail', params: /* @__PURE__ */ z.object({ id: shortId }), response: adminPageResponseSchema,
});
export const createPageRoute = /* @__PURE__ */ route({
  name: 'createPage', method: 'POST', path: '/api/admin/pages', access: 'admin',
  summary: 'Create a content page (version 1)', body: pageCreateSchema, response: adminPageResponseSchema,
});
export const updatePageRoute = /* @__PURE__ */ route({
  name: 'updatePage', method: 'PUT', path: '/api/admin/pages/{id}', access: 'admin',
  summary: 'Edit a content page (its status too: publish, unpublish) naming the version read; 409 stale_version',
  params: /* @__PURE__ */ z.object({ id: shortId }), body: pageEditSchema, response: adminPageResponseSchema,
});
export const listAdminMenuRoute = /* @__PURE__ */ route({
  name: 'listAdminMenu', method: 'GET', path: '/api/admin/menu', access: 'admin',
  summary: 'Every menu item, both languages, in order', response: adminMenuResponseSchema,
});
export const createMenuItemRoute = /* @__PURE__ */ route({
  name: 'createMenuItem', method: 'POST', path: '/api/admin/menu', access: 'admin',
  summary: 'Add a menu item (version 1)', body: menuItemCreateSchema, response: adminMenuItemResponseSchema,
});
export const updateMenuItemRoute = /* @__PURE__ */ route({
  name: 'updateMenuItem', method: 'PUT', path: '/api/admin/menu/{locale}/{id}', access: 'admin',
  summary: 'Edit a menu item naming the version read; 409 stale_version', params: menuItemParamsSchema, body: menuItemEditSchema,
  response: adminMenuItemResponseSchema,
});
export const startPageImageUploadRoute = /* @__PURE__ */ route({
  name: 'startPageImageUpload', method: 'POST', path: '/api/admin/page_images/upload', access: 'admin',
  summary: 'Where to upload a page\'s picture (a presigned POST with size and type conditions, as a game\'s picture)',
  body: pictureUploadBodySchema, response: pictureUploadResponseSchema,
});
export const finalizePageImageRoute = /* @__PURE__ */ route({
  name: 'finalizePageImage', method: 'POST', path: '/api/admin/page_images', access: 'admin',
  summary: 'Check an uploaded page picture from its bytes and publish it with its web copies; the page names it in an image block',
  body: pageImageFinalizeBodySchema, response: pageImageResponseSchema,
});
export const deleteMenuItemRoute = /* @__PURE__ */ route({
  name: 'deleteMenuItem', method: 'DELETE', path: '/api/admin/menu/{locale}/{id}', access: 'admin',
  summary: 'Remove a menu item naming the version read (409 stale_version); the menu pages lose it at the next publish',
  params: menuItemParamsSchema,
  query: /* @__PURE__ */ z.object({ version: /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive()) }),
  response: /* @__PURE__ */ z.object({ deleted: /* @__PURE__ */ z.literal(true) }),
});

// --- the shop's products (admin; docs/back-office.md "Products")
export const listAdminProductsRoute = /* @__PURE__ */ route({
  name: 'listAdminProducts', method: 'GET', path: '/api/admin/products', access: 'admin',
  summary: 'Every shop product, of every status (draft, closed_draft, validated)', response: adminProductsResponseSchema,
});
export const getAdminProductRoute = /* @__PURE__ */ route({
  name: 'getAdminProduct', method: 'GET', path: '/api/admin/products/{id}', access: 'admin',
  summary: 'One shop product (any status) with its audit trail', params: productParamsSchema, response: adminProductResponseSchema,
});
export const createProductRoute = /* @__PURE__ */ route({
  name: 'createProduct', method: 'POST', path: '/api/admin/products', access: 'admin',
  summary: 'Create a shop product (next id, version 1); 409 slug_taken', body: productCreateSchema, response: adminProductResponseSchema,
});
export const updateProductRoute = /* @__PURE__ */ route({
  name: 'updateProduct', method: 'PUT', path: '/api/admin/products/{id}', access: 'admin',
  summary: 'Edit a shop product (its status too) naming the version read; 409 stale_version, slug_taken',
  params: productParamsSchema, body: productEditSchema, response: adminProductResponseSchema,
});
export const startProductImageUploadRoute = /* @__PURE__ */ route({
  name: 'startProductImageUpload', method: 'POST', path: '/api/admin/products/{id}/images/upload', access: 'admin',
  summary: 'Where to upload a product image (a presigned POST with size and type conditions)',
  params: productParamsSchema, body: pictureUploadBodySchema, response: pictureUploadResponseSchema,
});
export const finalizeProductImageRoute = /* @__PURE__ */ route({
  name: 'finalizeProductImage', method: 'POST', path: '/api/admin/products/{id}/images/{kind}', access: 'admin',
  summary: 'Check an uploaded image from its bytes, make its web copies and set it as the product\'s cover, background or description image',
  params: productImageParamsSchema, body: finalizeProductImageBodySchema, response: adminProductResponseSchema,
});
// --- the admin's popups (SPEC §4; players read them from GET /api/popups) and competitions (issue 23's entity)
export const listAdminPopupsRoute = /* @__PURE__ */ route({
  name: 'listAdminPopups', method: 'GET', path: '/api/admin/popups', access: 'admin',
  summary: 'Every popup and trigger, with their versions', response: adminPopupsResponseSchema,
});
export const createAdminPopupRoute = /* @__PURE__ */ route({
  name: 'createAdminPopup', method: 'POST', path: '/api/admin/popups', access: 'admin',
  summary: 'Add a popup (version 1); 409 conflict when its id exists', body: popupCreateSchema, response: adminPopupResponseSchema,
});
export const updateAdminPopupRoute = /* @__PURE__ */ route({
  name: 'updateAdminPopup', method: 'PUT', path: '/api/admin/popups/{id}', access: 'admin',
  summary: 'Edit a popup naming the version read; 409 stale_version', params: popupParamsSchema, body: popupEditSchema,
  response: adminPopupResponseSchema,
});
export const deleteAdminPopupRoute = /* @__PURE__ */ route({
  name: 'deleteAdminPopup', method: 'DELETE', path: '/api/admin/popups/{id}', access: 'admin',
  summary: 'Remove a popup no trigger shows, naming the version read', params: popupParamsSchema, query: popupDeleteQuerySchema,
  response: deletedResponseSchema,
});
export const updatePopupTriggerRoute = /* @__PURE__ */ route({
  name: 'updatePopupTrigger', method: 'PUT', path: '/api/admin/popup_triggers/{event}', access: 'admin',
  summary: 'A trigger\'s flags and its popups per audience in rotation order (version 0 creates it); 409 stale_version',
  params: popupTriggerParamsSchema, body: popupTriggerEditSchema, response: adminPopupTriggerResponseSchema,
});
export const listCompetitionsRoute = /* @__PURE__ */ route({
  name: 'listCompetitions', method: 'GET', path: '/api/admin/competitions', access: 'admin',
  summary: 'Every competition, drafts too, latest start first', response: competitionsResponseSchema,
});
export const createCompetitionRoute = /* @__PURE__ */ route({
  name: 'createCompetition', method: 'POST', path: '/api/admin/competitions', access: 'admin',
  summary: 'Create a competition (version 1)', body: competitionCreateSchema, response: competitionResponseSchema,
});
export const getCompetitionRoute = /* @__PURE__ */ route({
  name: 'getCompetition', method: 'GET', path: '/api/admin/competitions/{id}', access: 'admin',
  summary: 'One competition, drafts too', params: competitionParamsSchema, response: competitionResponseSchema,
});
export const updateCompetitionRoute = /* @__PURE__ */ route({
  name: 'updateCompetition', method: 'PUT', path: '/api/admin/competitions/{id}', access: 'admin',
  summary: 'Edit a competition naming the version read; 409 stale_version', params: competitionParamsSchema, body: competitionEditSchema,
  response: competitionResponseSchema,
});
export const getCompetitionBoardRoute = /* @__PURE__ */ route({
  name: 'getCompetitionBoard', method: 'GET', path: '/api/admin/competitions/{id}/board', access: 'admin',
  summary: 'A competition (drafts too) and a page of its leaderboard, each entry with its player\'s sub (issue 23)',
  params: competitionParamsSchema, query: competitionBoardQuerySchema, response: competitionBoardResponseSchema,
});
export const removeCompetitionPlayerRoute = /* @__PURE__ */ route({
  name: 'removeCompetitionPlayer', method: 'POST', path: '/api/admin/competitions/{id}/removals', access: 'admin',
  summary: 'Remove a player from a competition\'s leaderboard for good (issue 23): their entry is marked removed, audited',
  params: competitionParamsSchema, body: competitionRemovalBodySchema, response: competitionRemovalResponseSchema,
});

export const backOfficeRoutes = {
  listGameResponses: listGameResponsesRoute,
  createGameResponse: createGameResponseRoute,
  updateResponseQuestion: updateResponseQuestionRoute,
  getGameRefs: getGameRefsRoute,
  updateGameRefs: updateGameRefsRoute,
  createGameReference: createGameReferenceRoute,
  updateGameReference: updateGameReferenceRoute,
  deleteGameReference: deleteGameReferenceRoute,
  putQuestionReview: putQuestionReviewRoute,
  deleteQuestionReview: deleteQuestionReviewRoute,
  listAcknowledgedReviews: listAcknowledgedReviewsRoute,
  acknowledgeQuestionReview: acknowledgeQuestionReviewRoute,
  listTesterGameReviews: listTesterGameReviewsRoute,
  listDesignerGameReviews: listDesignerGameReviewsRoute,
  listGameMisses: listGameMissesRoute,
  promoteMiss: promoteMissRoute,
  dismissMiss: dismissMissRoute,
  listCompositions: listCompositionsRoute,
  putComposition: putCompositionRoute,
  getCaddy: getCaddyRoute,
  postCaddy: postCaddyRoute,
  listDeskGames: listDeskGamesRoute,
  createDeskGame: createDeskGameRoute,
  getDeskGame: getDeskGameRoute,
  updateDeskGame: updateDeskGameRoute,
  startPictureUpload: startPictureUploadRoute,
  finalizePicture: finalizePictureRoute,
  adminSearchUsers: adminSearchUsersRoute,
  adminGetUser: adminGetUserRoute,
  adminSetUserRoles: adminSetUserRolesRoute,
  adminChangeUserPremium: adminChangeUserPremiumRoute,
  adminListUserPurchases: adminListUserPurchasesRoute,
  adminUserAudit: adminUserAuditRoute,
  adminListPurchases: adminListPurchasesRoute,
  adminGameAudit: adminGameAuditRoute,
  adminAuditLog: adminAuditLogRoute,
  publishSite: publishSiteRoute,
  listPublishes: listPublishesRoute,
  getPublish: getPublishRoute,
  listAdminPages: listAdminPagesRoute,
  getAdminPage: getAdminPageRoute,
  createPage: createPageRoute,
  updatePage: updatePageRoute,
  listAdminMenu: listAdminMenuRoute,
  createMenuItem: createMenuItemRoute,
  updateMenuItem: updateMenuItemRoute,
  listAdminProducts: listAdminProductsRoute,
  getAdminProduct: getAdminProductRoute,
  createProduct: createProductRoute,
  updateProduct: updateProductRoute,
  startProductImageUpload: startProductImageUploadRoute,
  finalizeProductImage: finalizeProductImageRoute,
  listAdminPopups: listAdminPopupsRoute,
  createAdminPopup: createAdminPopupRoute,
  updateAdminPopup: updateAdminPopupRoute,
  deleteAdminPopup: deleteAdminPopupRoute,
  updatePopupTrigger: updatePopupTriggerRoute,
  listCompetitions: listCompetitionsRoute,
  createCompetition: createCompetitionRoute,
  getCompetition: getCompetitionRoute,
  updateCompetition: updateCompetitionRoute,
  getCompetitionBoard: getCompetitionBoardRoute,
  removeCompetitionPlayer: removeCompetitionPlayerRoute,
  deleteMenuItem: deleteMenuItemRoute,
  startPageImageUpload: startPageImageUploadRoute,
  finalizePageImage: finalizePageImageRoute,
} as const;
