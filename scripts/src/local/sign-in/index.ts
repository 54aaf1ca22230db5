export {
  CALLBACK_PATH,
  LOCAL_CLIENT_ID,
  LOCAL_USER_POOL_ID,
  LOGOUT_PATH,
  PATHS,
  startSignInStandIn,
  type MintOptions,
  type SignInStandIn,
  type SignInStandInOptions,
} from './stand-in';
export { PROVIDER_NAMES, PROVIDERS, ROLE_GROUPS, poolUser, type Person, type PoolUser, type ProviderName, type RoleGroup } from './people';
export { authorizeUrl, pickOnPage, pkcePair, signInThroughPicker, tokenRequest, type FlowOptions, type TokenResponse } from './browser-flow';
