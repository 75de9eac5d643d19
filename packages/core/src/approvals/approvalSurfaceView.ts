/**
 * The `$views` key under which a connector's approval surface is kept
 * (`FeatureContext.approvalSurfaces`): ApproveTransaction shows it for that connector's requests.
 * Not a view the router shows by itself.
 *
 * @example
 * import { approvalSurfaceView } from '@gangway/core/internal'
 * const Surface = engine.$views.get()[approvalSurfaceView(data.connectorId)]
 */
export const approvalSurfaceView = (connectorId: string): string =>
  `ApproveTransaction:${connectorId}`
