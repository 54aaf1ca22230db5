import * as z from 'zod/mini';
import { route, shortId } from './route-def';
import * as paths from './back-office-route-paths';
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
 * The back-office's calls (access designer, tester or admin; docs/back-office.md). Apart from the player's so
 * that a player's function does not carry this table, nor a back-office function the player's.
 */
export const listGameResponsesRoute = /* @__PURE__ */ route(paths.listGameResponsesPath, {
  name: 'listGameResponses', access: 'designer',
  needs: { gsi1: ['RESPONSES'] },
  summary: 'The response catalogue, searched by any title or alias in either language, a page at a time',
  query: responsesQuerySchema, response: responsesPageSchema,
});
export const createGameResponseRoute = /* @__PURE__ */ route(paths.createGameResponsePath, {
  name: 'createGameResponse', access: 'designer',
  needs: { table: { PutItem: ['AUDIT#', 'RESPONSE#'] }, auditedName: true },
  summary: 'Create a response (titles and aliases in both languages, refused forms, theme, saga, confidence)',
  body: responseInputSchema, response: /* @__PURE__ */ z.object({ response: deskResponseSchema }),
});
export const updateResponseQuestionRoute = /* @__PURE__ */ route(paths.updateResponseQuestionPath, {
  name: 'updateResponseQuestion', access: 'designer',
  needs: { table: { GetItem: ['RESPONSE#'], PutItem: ['AUDIT#', 'RESPONSE#'], UpdateItem: ['GAME#'] }, gsi1: ['RESPONSE_USES#'], auditedName: true },
  summary: 'Edit a response, naming the version read', params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^[a-z0-9-]{1,64}$/)) }),
  body: /* @__PURE__ */ z.extend(responseInputSchema, versionBody), response: /* @__PURE__ */ z.object({ response: deskResponseSchema }),
});
export const getGameRefsRoute = /* @__PURE__ */ route(paths.getGameRefsPath, {
  name: 'getGameRefs', access: 'designer',
  needs: { table: { GetItem: ['GAME#', 'RESPONSE#'], Query: ['GAME#'] } },
  summary: 'A game\'s references with their responses, for the editor', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  response: gameRefsSchema,
});
export const updateGameRefsRoute = /* @__PURE__ */ route(paths.updateGameRefsPath, {
  name: 'updateGameRefs', access: 'designer',
  needs: { table: { GetItem: ['GAME#'], Query: ['GAME#'], PutItem: ['AUDIT#'], UpdateItem: ['GAME#'] }, auditedName: true },
  summary: 'Reorder the references of a game (every one, each with the version read)', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  body: reorderBodySchema, response: /* @__PURE__ */ z.object({ references: /* @__PURE__ */ z.array(deskReferenceSchema) }),
});
export const createGameReferenceRoute = /* @__PURE__ */ route(paths.createGameReferencePath, {
  name: 'createGameReference', access: 'designer',
  needs: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['AUDIT#', 'GAME#'], UpdateItem: ['GAME#'] }, auditedName: true },
  summary: 'Add a reference to a game (last in order)', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  body: referenceInputSchema, response: /* @__PURE__ */ z.object({ reference: deskReferenceSchema }),
});
export const updateGameReferenceRoute = /* @__PURE__ */ route(paths.updateGameReferencePath, {
  name: 'updateGameReference', access: 'designer',
  needs: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], PutItem: ['AUDIT#', 'GAME#'], UpdateItem: ['GAME#'] }, auditedName: true },
  summary: 'Edit a reference (zone, type, response, hints, choices), naming the version read',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema, refId: deskRefIdSchema }),
  body: /* @__PURE__ */ z.extend(referenceInputSchema, versionBody), response: /* @__PURE__ */ z.object({ reference: deskReferenceSchema }),
});
export const deleteGameReferenceRoute = /* @__PURE__ */ route(paths.deleteGameReferencePath, {
  name: 'deleteGameReference', access: 'designer',
  needs: { table: { GetItem: ['GAME#'], PutItem: ['AUDIT#'], UpdateItem: ['GAME#'], DeleteItem: ['GAME#'] }, auditedName: true },
  summary: 'Delete a reference, naming the version read', params: /* @__PURE__ */ z.object({ id: numericIdSchema, refId: deskRefIdSchema }),
  query: /* @__PURE__ */ z.object({ version: /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()) }), response: /* @__PURE__ */ z.object({ deleted: /* @__PURE__ */ z.literal(true) }),
});
export const putQuestionReviewRoute = /* @__PURE__ */ route(paths.putQuestionReviewPath, {
  name: 'putQuestionReview', access: 'tester',
  needs: { table: { GetItem: ['GAME#', 'REVIEW#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['AUDIT#', 'REVIEW#'] }, auditedName: true },
  summary: 'File (version null) or edit (own reviews only, the version read) a review of a reference of a game in test',
  params: /* @__PURE__ */ z.object({ id: uuidSchema }), body: putQuestionReviewBodySchema, response: questionReviewSchema,
});
export const deleteQuestionReviewRoute = /* @__PURE__ */ route(paths.deleteQuestionReviewPath, {
  name: 'deleteQuestionReview', access: 'tester',
  needs: { table: { GetItem: ['REVIEW#'], PutItem: ['AUDIT#'], DeleteItem: ['REVIEW#'] }, auditedName: true },
  summary: 'Delete an own review (the version read)', params: /* @__PURE__ */ z.object({ id: uuidSchema }),
  query: deleteQuestionReviewQuerySchema, response: /* @__PURE__ */ z.object({ deleted: /* @__PURE__ */ z.literal(true) }),
});
export const listAcknowledgedReviewsRoute = /* @__PURE__ */ route(paths.listAcknowledgedReviewsPath, {
  name: 'listAcknowledgedReviews', access: 'tester',
  needs: { gsi1: ['GAMES#', 'REVIEWS#GAME#'] },
  summary: 'The caller\'s reviews a designer acknowledged (of one game, or of every game in test)',
  query: acknowledgedReviewsQuerySchema, response: acknowledgedReviewsResponseSchema,
});
export const acknowledgeQuestionReviewRoute = /* @__PURE__ */ route(paths.acknowledgeQuestionReviewPath, {
  name: 'acknowledgeQuestionReview', access: 'designer',
  needs: { table: { GetItem: ['REVIEW#'], PutItem: ['AUDIT#', 'REVIEW#'] }, auditedName: true },
  summary: 'Acknowledge a tester\'s review (the version read)', params: /* @__PURE__ */ z.object({ id: uuidSchema }),
  body: acknowledgeReviewBodySchema, response: questionReviewSchema,
});
export const listTesterGameReviewsRoute = /* @__PURE__ */ route(paths.listTesterGameReviewsPath, {
  name: 'listTesterGameReviews', access: 'tester',
  needs: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'] }, gsi1: ['REVIEWS#GAME#'] },
  summary: 'A game in test: its references by number and every review of it', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  response: gameReviewsResponseSchema,
});
export const listDesignerGameReviewsRoute = /* @__PURE__ */ route(paths.listDesignerGameReviewsPath, {
  name: 'listDesignerGameReviews', access: 'designer',
  needs: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'] }, gsi1: ['REVIEWS#GAME#'] },
  summary: 'A game\'s references and its testers\' reviews, to acknowledge', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  response: gameReviewsResponseSchema,
});
export const listGameMissesRoute = /* @__PURE__ */ route(paths.listGameMissesPath, {
  name: 'listGameMisses', access: 'designer',
  needs: { table: { GetItem: ['GAME#', 'RESPONSE#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#', 'MISSES#GAME#'] } },
  summary: 'The rejected guesses of each reference, most frequent first, with the current matcher\'s verdict',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), response: gameMissesResponseSchema,
});
export const promoteMissRoute = /* @__PURE__ */ route(paths.promoteMissPath, {
  name: 'promoteMiss', access: 'designer',
  needs: { table: { GetItem: ['GAME#', 'MISSES#GAME#', 'RESPONSE#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['AUDIT#'], UpdateItem: ['GAME#', 'MISSES#GAME#', 'RESPONSE#'] }, gsi1: ['RESPONSE_USES#'], auditedName: true },
  summary: 'Add a rejected guess to its response as an alias or a refused form (the response\'s version read)',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), body: promoteMissBodySchema, response: missChangeResponseSchema,
});
export const dismissMissRoute = /* @__PURE__ */ route(paths.dismissMissPath, {
  name: 'dismissMiss', access: 'designer',
  needs: { table: { GetItem: ['GAME#', 'MISSES#GAME#', 'RESPONSE#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['AUDIT#'], UpdateItem: ['MISSES#GAME#'] }, auditedName: true },
  summary: 'Dismiss a rejected guess (it stays dismissed; later misses still count)',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), body: dismissMissBodySchema, response: missChangeResponseSchema,
});
export const listCompositionsRoute = /* @__PURE__ */ route(paths.listCompositionsPath, {
  name: 'listCompositions', access: 'designer',
  needs: { table: { Query: ['USER#'] } },
  summary: 'The caller\'s compositions (planned games: idea, draft, validated)', response: compositionsResponseSchema,
});
export const putCompositionRoute = /* @__PURE__ */ route(paths.putCompositionPath, {
  name: 'putComposition', access: 'designer',
  needs: { table: { GetItem: ['GAME#', 'USER#'], PutItem: ['AUDIT#', 'USER#'] }, auditedName: true },
  summary: 'Create (version null) or edit (the version read) one of the caller\'s compositions',
  params: /* @__PURE__ */ z.object({ id: uuidSchema }), body: putCompositionBodySchema, response: compositionSchema,
});
export const getCaddyRoute = /* @__PURE__ */ route(paths.getCaddyPath, {
  name: 'getCaddy', access: 'designer',
  needs: { table: { GetItem: ['USER#'], BatchGetItem: ['RESPONSE#'] } },
  summary: 'The caller\'s caddy: responses kept to reuse', response: caddySchema,
});
export const postCaddyRoute = /* @__PURE__ */ route(paths.postCaddyPath, {
  name: 'postCaddy', access: 'designer',
  needs: { table: { GetItem: ['USER#'], BatchGetItem: ['RESPONSE#'], PutItem: ['AUDIT#', 'USER#'] }, auditedName: true },
  summary: 'Replace the caller\'s caddy (the version read; unknown responses are a 400)', body: postCaddyBodySchema, response: caddySchema,
});
export const listDeskGamesRoute = /* @__PURE__ */ route(paths.listDeskGamesPath, {
  name: 'listDeskGames', access: 'designer',
  needs: { gsi1: ['GAMES#'] },
  summary: 'Every game of every status, in number order', response: deskGamesResponseSchema,
});
export const createDeskGameRoute = /* @__PURE__ */ route(paths.createDeskGamePath, {
  name: 'createDeskGame', access: 'designer',
  needs: { table: { PutItem: ['AUDIT#', 'GAME#', 'GAMESLUG#'] }, gsi1: ['GAMES#'], auditedName: true },
  summary: 'Create a game (in test), with the next public number', body: createDeskGameBodySchema, response: deskGameSchema,
});
export const getDeskGameRoute = /* @__PURE__ */ route(paths.getDeskGamePath, {
  name: 'getDeskGame', access: 'designer',
  needs: { table: { GetItem: ['GAME#'] } },
  summary: 'One game\'s settings', params: /* @__PURE__ */ z.object({ id: numericIdSchema }), response: deskGameSchema,
});
export const updateDeskGameRoute = /* @__PURE__ */ route(paths.updateDeskGamePath, {
  name: 'updateDeskGame', access: 'designer',
  needs: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['AUDIT#', 'GAMESLUG#'], UpdateItem: ['GAME#'], DeleteItem: ['GAMESLUG#'] }, gsi1: ['GAMES#'], auditedName: true },
  summary: 'Update a game\'s settings at the version read (status live only when complete)',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), body: updateDeskGameBodySchema, response: deskGameSchema,
});
export const startPictureUploadRoute = /* @__PURE__ */ route(paths.startPictureUploadPath, {
  name: 'startPictureUpload', access: 'designer',
  needs: { table: { GetItem: ['GAME#'] }, bucket: 'pictures' },
  summary: 'Where to upload a game\'s picture (a presigned POST with size and type conditions)',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), body: pictureUploadBodySchema, response: pictureUploadResponseSchema,
});
export const finalizePictureRoute = /* @__PURE__ */ route(paths.finalizePicturePath, {
  name: 'finalizePicture', access: 'designer',
  needs: { table: { GetItem: ['GAME#'], PutItem: ['AUDIT#'], UpdateItem: ['GAME#'] }, bucket: 'pictures', auditedName: true },
  summary: 'Check an uploaded picture from its bytes, make its web copies and set it as the game\'s',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), body: finalizePictureBodySchema, response: deskGameSchema,
});
export const adminSearchUsersRoute = /* @__PURE__ */ route(paths.adminSearchUsersPath, {
  name: 'adminSearchUsers', access: 'admin',
  needs: { userPool: ['ListUsers', 'AdminListGroupsForUser'] },
  summary: 'People of the user pool whose name or email starts with q (or whose sub is q)',
  query: userSearchQuerySchema, response: userSearchResponseSchema,
});
export const adminGetUserRoute = /* @__PURE__ */ route(paths.adminGetUserPath, {
  name: 'adminGetUser', access: 'admin',
  needs: { table: { GetItem: ['USER#'] }, userPool: ['ListUsers', 'AdminListGroupsForUser'] },
  summary: 'A person: the user pool\'s record, their roles (Cognito groups) and their premium',
  params: userParamsSchema, response: adminUserSchema,
});
export const adminSetUserRolesRoute = /* @__PURE__ */ route(paths.adminSetUserRolesPath, {
  name: 'adminSetUserRoles', access: 'admin',
  needs: { table: { PutItem: ['AUDIT#'] }, userPool: ['ListUsers', 'AdminListGroupsForUser', 'AdminAddUserToGroup', 'AdminRemoveUserFromGroup'], auditedName: true },
  summary: 'Set a person\'s roles (Cognito groups); an admin cannot drop their own admin role',
  params: userParamsSchema, body: setRolesBodySchema, response: setRolesResponseSchema,
});
export const adminChangeUserPremiumRoute = /* @__PURE__ */ route(paths.adminChangeUserPremiumPath, {
  name: 'adminChangeUserPremium', access: 'admin',
  needs: { table: { GetItem: ['USER#'], PutItem: ['AUDIT#'], UpdateItem: ['USER#'] }, userPool: ['ListUsers'], auditedName: true },
  summary: 'Grant premium time (days, hours or until a date) or take it, with a reason (audited, versioned)',
  params: userParamsSchema, body: premiumChangeBodySchema, response: adminUserSchema.shape.profile,
});
export const adminListUserPurchasesRoute = /* @__PURE__ */ route(paths.adminListUserPurchasesPath, {
  name: 'adminListUserPurchases', access: 'admin',
  needs: { table: { Query: ['PURCHASE#', 'USER#'] } },
  summary: 'A person\'s purchases with their events, newest first, a page at a time',
  params: userParamsSchema, query: userPurchasesQuerySchema, response: purchasesPageSchema,
});
export const adminUserAuditRoute = /* @__PURE__ */ route(paths.adminUserAuditPath, {
  name: 'adminUserAudit', access: 'admin',
  needs: { table: { Query: ['AUDIT#'] }, gsi1: ['AUDIT_BY#'] },
  summary: 'The audit trail of a person: changes made to them, and changes they made',
  params: userParamsSchema, response: userAuditResponseSchema,
});
export const adminListPurchasesRoute = /* @__PURE__ */ route(paths.adminListPurchasesPath, {
  name: 'adminListPurchases', access: 'admin',
  needs: { table: { Query: ['PURCHASE#', 'PURCHASES_LOG'] } },
  summary: 'Recent purchases site-wide with their events, newest first, optionally of one status, a page at a time',
  query: purchasesQuerySchema, response: purchasesPageSchema,
});
export const adminGameAuditRoute = /* @__PURE__ */ route(paths.adminGameAuditPath, {
  name: 'adminGameAudit', access: 'admin',
  needs: { table: { Query: ['AUDIT#'] } },
  summary: 'The audit trail of a game, newest first, 25 a page (`cursor`: the previous page\'s `next`)',
  params: /* @__PURE__ */ z.object({ id: numericIdSchema }), query: auditQuerySchema, response: auditListSchema,
});

// The audit page (docs/back-office.md "The audit page"): every change, who, when, what; never a player's e-mail.
export const adminAuditLogRoute = /* @__PURE__ */ route(paths.adminAuditLogPath, {
  name: 'adminAuditLog', access: 'admin',
  // The whole trail (AUDIT#LOG, one copy of each entry) or one person's (gsi1).
  needs: { table: { Query: ['AUDIT#'] }, gsi1: ['AUDIT_BY#'] },
  summary: 'Every back-office change, newest first, 25 a page, optionally of one kind (`kind`) or by one person (`person`, a sub)',
  query: auditLogQuerySchema, response: auditListSchema,
});

// --- publishing (designers publish their live games; admin passes every role) and the admin's pages and menu
export const publishSiteRoute = /* @__PURE__ */ route(paths.publishSitePath, {
  name: 'publishSite', access: 'designer',
  // Creates the publish record with its audit entry (marks it failed when the publish function cannot be started);
  // the publish function (publishJob, below) does the rest.
  needs: { table: { PutItem: ['AUDIT#', 'PUBLISH#'], UpdateItem: ['PUBLISH#'] }, auditedName: true, invokes: ['publish'] },
  summary: 'Publish: render the static pages again from the current data, write what changed, refresh the caches (202)',
  response: publishResponseSchema,
});
export const listPublishesRoute = /* @__PURE__ */ route(paths.listPublishesPath, {
  name: 'listPublishes', access: 'designer',
  needs: { gsi1: ['PUBLISHES'] },
  summary: 'The latest publishes, newest first, with their progress', response: publishesResponseSchema,
});
export const getPublishRoute = /* @__PURE__ */ route(paths.getPublishPath, {
  name: 'getPublish', access: 'designer',
  needs: { table: { GetItem: ['PUBLISH#'] } },
  summary: 'One publish and its progress', params: /* @__PURE__ */ z.object({ id: shortId }), response: publishResponseSchema,
});
export const listAdminPagesRoute = /* @__PURE__ */ route(paths.listAdminPagesPath, {
  name: 'listAdminPages', access: 'admin',
  needs: { gsi1: ['PAGES#'] },
  summary: 'Every content page, drafts too', response: adminPagesResponseSchema,
});
export const getAdminPageRoute = /* @__PURE__ */ route(paths.getAdminPagePath, {
  name: 'getAdminPage', access: 'admin',
  needs: { table: { GetItem: ['PAGE#'], Query: ['AUDIT#'] } },
  summary: 'One content page with its audit trail', params: /* @__PURE__ */ z.object({ id: shortId }), response: adminPageResponseSchema,
});
export const createPageRoute = /* @__PURE__ */ route(paths.createPagePath, {
  name: 'createPage', access: 'admin',
  needs: { table: { GetItem: ['PAGE#'], Query: ['AUDIT#'], PutItem: ['AUDIT#', 'PAGE#'] }, gsi1: ['PAGES#'], auditedName: true },
  summary: 'Create a content page (version 1)', body: pageCreateSchema, response: adminPageResponseSchema,
});
export const updatePageRoute = /* @__PURE__ */ route(paths.updatePagePath, {
  name: 'updatePage', access: 'admin',
  needs: { table: { GetItem: ['PAGE#'], Query: ['AUDIT#'], PutItem: ['AUDIT#', 'PAGE#'] }, gsi1: ['PAGES#'], auditedName: true },
  summary: 'Edit a content page (its status too: publish, unpublish) naming the version read; 409 stale_version',
  params: /* @__PURE__ */ z.object({ id: shortId }), body: pageEditSchema, response: adminPageResponseSchema,
});
export const listAdminMenuRoute = /* @__PURE__ */ route(paths.listAdminMenuPath, {
  name: 'listAdminMenu', access: 'admin',
  needs: { table: { Query: ['MENU'] } },
  summary: 'Every menu item, both languages, in order', response: adminMenuResponseSchema,
});
export const createMenuItemRoute = /* @__PURE__ */ route(paths.createMenuItemPath, {
  name: 'createMenuItem', access: 'admin',
  needs: { table: { GetItem: ['MENU'], PutItem: ['AUDIT#', 'MENU'] }, auditedName: true },
  summary: 'Add a menu item (version 1)', body: menuItemCreateSchema, response: adminMenuItemResponseSchema,
});
export const updateMenuItemRoute = /* @__PURE__ */ route(paths.updateMenuItemPath, {
  name: 'updateMenuItem', access: 'admin',
  needs: { table: { GetItem: ['MENU'], PutItem: ['AUDIT#', 'MENU'] }, auditedName: true },
  summary: 'Edit a menu item naming the version read; 409 stale_version', params: menuItemParamsSchema, body: menuItemEditSchema,
  response: adminMenuItemResponseSchema,
});
export const startPageImageUploadRoute = /* @__PURE__ */ route(paths.startPageImageUploadPath, {
  name: 'startPageImageUpload', access: 'admin',
  needs: { bucket: 'pictures' },
  summary: 'Where to upload a page\'s picture (a presigned POST with size and type conditions, as a game\'s picture)',
  body: pictureUploadBodySchema, response: pictureUploadResponseSchema,
});
export const finalizePageImageRoute = /* @__PURE__ */ route(paths.finalizePageImagePath, {
  name: 'finalizePageImage', access: 'admin',
  needs: { bucket: 'pictures' },
  summary: 'Check an uploaded page picture from its bytes and publish it with its web copies; the page names it in an image block',
  body: pageImageFinalizeBodySchema, response: pageImageResponseSchema,
});
export const deleteMenuItemRoute = /* @__PURE__ */ route(paths.deleteMenuItemPath, {
  name: 'deleteMenuItem', access: 'admin',
  needs: { table: { GetItem: ['MENU'], PutItem: ['AUDIT#'], DeleteItem: ['MENU'] }, auditedName: true },
  summary: 'Remove a menu item naming the version read (409 stale_version); the menu pages lose it at the next publish',
  params: menuItemParamsSchema,
  query: /* @__PURE__ */ z.object({ version: /* @__PURE__ */ z.coerce.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive()) }),
  response: /* @__PURE__ */ z.object({ deleted: /* @__PURE__ */ z.literal(true) }),
});

// --- the shop's products (admin; docs/back-office.md "Products")
export const listAdminProductsRoute = /* @__PURE__ */ route(paths.listAdminProductsPath, {
  name: 'listAdminProducts', access: 'admin',
  needs: { gsi1: ['PRODUCTS#'] },
  summary: 'Every shop product, of every status (draft, closed_draft, validated)', response: adminProductsResponseSchema,
});
export const getAdminProductRoute = /* @__PURE__ */ route(paths.getAdminProductPath, {
  name: 'getAdminProduct', access: 'admin',
  needs: { table: { GetItem: ['PRODUCT#'], Query: ['AUDIT#'] } },
  summary: 'One shop product (any status) with its audit trail', params: productParamsSchema, response: adminProductResponseSchema,
});
export const createProductRoute = /* @__PURE__ */ route(paths.createProductPath, {
  name: 'createProduct', access: 'admin',
  needs: { table: { GetItem: ['PRODUCT#'], Query: ['AUDIT#'], PutItem: ['AUDIT#', 'PRODUCT#', 'PRODUCTSLUG#'] }, gsi1: ['PRODUCTS#'], auditedName: true },
  summary: 'Create a shop product (next id, version 1); 409 slug_taken', body: productCreateSchema, response: adminProductResponseSchema,
});
export const updateProductRoute = /* @__PURE__ */ route(paths.updateProductPath, {
  name: 'updateProduct', access: 'admin',
  needs: { table: { GetItem: ['PRODUCT#'], Query: ['AUDIT#'], PutItem: ['AUDIT#', 'PRODUCT#', 'PRODUCTSLUG#'], DeleteItem: ['PRODUCTSLUG#'] }, auditedName: true },
  summary: 'Edit a shop product (its status too) naming the version read; 409 stale_version, slug_taken',
  params: productParamsSchema, body: productEditSchema, response: adminProductResponseSchema,
});
export const startProductImageUploadRoute = /* @__PURE__ */ route(paths.startProductImageUploadPath, {
  name: 'startProductImageUpload', access: 'admin',
  needs: { table: { GetItem: ['PRODUCT#'] }, bucket: 'pictures' },
  summary: 'Where to upload a product image (a presigned POST with size and type conditions)',
  params: productParamsSchema, body: pictureUploadBodySchema, response: pictureUploadResponseSchema,
});
export const finalizeProductImageRoute = /* @__PURE__ */ route(paths.finalizeProductImagePath, {
  name: 'finalizeProductImage', access: 'admin',
  needs: { table: { GetItem: ['PRODUCT#'], Query: ['AUDIT#'], PutItem: ['AUDIT#', 'PRODUCT#'] }, bucket: 'pictures', auditedName: true },
  summary: 'Check an uploaded image from its bytes, make its web copies and set it as the product\'s cover, background or description image',
  params: productImageParamsSchema, body: finalizeProductImageBodySchema, response: adminProductResponseSchema,
});
// --- the admin's popups (SPEC §4; players read them from GET /api/popups) and competitions (docs/back-office.md)
export const listAdminPopupsRoute = /* @__PURE__ */ route(paths.listAdminPopupsPath, {
  name: 'listAdminPopups', access: 'admin',
  needs: { table: { Query: ['POPUPS'] } },
  summary: 'Every popup and trigger, with their versions', response: adminPopupsResponseSchema,
});
export const createAdminPopupRoute = /* @__PURE__ */ route(paths.createAdminPopupPath, {
  name: 'createAdminPopup', access: 'admin',
  needs: { table: { GetItem: ['POPUPS'], PutItem: ['AUDIT#', 'POPUPS'] }, auditedName: true },
  summary: 'Add a popup (version 1); 409 conflict when its id exists', body: popupCreateSchema, response: adminPopupResponseSchema,
});
export const updateAdminPopupRoute = /* @__PURE__ */ route(paths.updateAdminPopupPath, {
  name: 'updateAdminPopup', access: 'admin',
  needs: { table: { GetItem: ['POPUPS'], Query: ['POPUPS'], PutItem: ['AUDIT#', 'POPUPS'] }, auditedName: true },
  summary: 'Edit a popup naming the version read; 409 stale_version', params: popupParamsSchema, body: popupEditSchema,
  response: adminPopupResponseSchema,
});
export const deleteAdminPopupRoute = /* @__PURE__ */ route(paths.deleteAdminPopupPath, {
  name: 'deleteAdminPopup', access: 'admin',
  needs: { table: { GetItem: ['POPUPS'], Query: ['POPUPS'], PutItem: ['AUDIT#'], DeleteItem: ['POPUPS'] }, auditedName: true },
  summary: 'Remove a popup no trigger shows, naming the version read', params: popupParamsSchema, query: popupDeleteQuerySchema,
  response: deletedResponseSchema,
});
export const updatePopupTriggerRoute = /* @__PURE__ */ route(paths.updatePopupTriggerPath, {
  name: 'updatePopupTrigger', access: 'admin',
  needs: { table: { GetItem: ['POPUPS'], Query: ['POPUPS'], PutItem: ['AUDIT#', 'POPUPS'] }, auditedName: true },
  summary: 'A trigger\'s flags and its popups per audience in rotation order (version 0 creates it); 409 stale_version',
  params: popupTriggerParamsSchema, body: popupTriggerEditSchema, response: adminPopupTriggerResponseSchema,
});
export const listCompetitionsRoute = /* @__PURE__ */ route(paths.listCompetitionsPath, {
  name: 'listCompetitions', access: 'admin',
  needs: { gsi1: ['COMPETITIONS#'] },
  summary: 'Every competition, drafts too, latest start first', response: competitionsResponseSchema,
});
export const createCompetitionRoute = /* @__PURE__ */ route(paths.createCompetitionPath, {
  name: 'createCompetition', access: 'admin',
  needs: { table: { GetItem: ['COMPETITION#'], PutItem: ['AUDIT#', 'COMPETITION#'] }, gsi1: ['GAMES#'], auditedName: true },
  summary: 'Create a competition (version 1)', body: competitionCreateSchema, response: competitionResponseSchema,
});
export const getCompetitionRoute = /* @__PURE__ */ route(paths.getCompetitionPath, {
  name: 'getCompetition', access: 'admin',
  needs: { table: { GetItem: ['COMPETITION#'] } },
  summary: 'One competition, drafts too', params: competitionParamsSchema, response: competitionResponseSchema,
});
export const updateCompetitionRoute = /* @__PURE__ */ route(paths.updateCompetitionPath, {
  name: 'updateCompetition', access: 'admin',
  needs: { table: { GetItem: ['COMPETITION#'], PutItem: ['AUDIT#', 'COMPETITION#'] }, gsi1: ['GAMES#'], auditedName: true },
  summary: 'Edit a competition naming the version read; 409 stale_version', params: competitionParamsSchema, body: competitionEditSchema,
  response: competitionResponseSchema,
});
export const getCompetitionBoardRoute = /* @__PURE__ */ route(paths.getCompetitionBoardPath, {
  name: 'getCompetitionBoard', access: 'admin',
  needs: { table: { GetItem: ['COMPETITION#', 'GAME#'], Query: ['COMPETITION#'] }, gsi1: ['BOARD#'] },
  summary: 'A competition (drafts too) and a page of its leaderboard, each entry with its player\'s sub',
  params: competitionParamsSchema, query: competitionBoardQuerySchema, response: competitionBoardResponseSchema,
});
export const removeCompetitionPlayerRoute = /* @__PURE__ */ route(paths.removeCompetitionPlayerPath, {
  name: 'removeCompetitionPlayer', access: 'admin',
  needs: { table: { GetItem: ['COMPETITION#'], PutItem: ['AUDIT#'], UpdateItem: ['COMPETITION#'] }, auditedName: true },
  summary: 'Remove a player from a competition\'s leaderboard for good: their entry is marked removed, audited',
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
