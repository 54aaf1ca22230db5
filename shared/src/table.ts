/**
 * The single DynamoDB table's shape, shared by the CDK data stack, the local runtime that creates
 * the table in DynamoDB Local, and the functions' data layer.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Sparse index for listings (games by status and number, purchases by Stripe session, …). */
  gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** Epoch seconds after which DynamoDB deletes the item (plays, pushed sessions, shares). */
  ttlAttribute: 'expiresAt',
} as const;
