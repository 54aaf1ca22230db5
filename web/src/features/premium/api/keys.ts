/** The feature's query keys, written only here (web/README.md "A feature's calls"). */
export const purchaseKeys = {
  one: (purchaseId: string | null) => ['purchase', purchaseId] as const,
  cancel: (purchaseId: string | null) => ['purchase', purchaseId, 'cancel'] as const,
};
