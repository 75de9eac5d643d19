import { balanceToBaseUnits, type Engine, maxAmount, parseUnits } from '../internal/core.js'
import { gasReserve } from './amounts.js'
import { sendContext } from './context.js'
import { getSendStore, sendAbortController } from './sendStore.js'
import { fetchGasPrice } from './services.js'

/**
 * The fee of sending the token (in native base units): the adapter's estimate of the units
 * (gas) priced at the data API's standard gas price, or the adapter's own fee when the API has
 * no price. Stored with the native balance; `undefined` when it cannot be estimated.
 */
export async function estimateFee(engine: Engine): Promise<bigint | undefined> {
  const context = sendContext(engine)
  const $send = getSendStore(engine)
  const { token, receiver } = $send.get()
  if (!context || !token || !context.adapter.transfer) return undefined
  const { network, address, connectorId } = context
  const transfer = context.adapter.transfer
  const controller = sendAbortController(engine, 'fee')
  const to = receiver.status === 'valid' ? receiver.address : address
  try {
    const [estimate, gasPrice, native] = await Promise.all([
      transfer.estimate({
        connectorId,
        from: address,
        network,
        to,
        amount: '0',
        ...(token.address ? { asset: { address: token.address, decimals: token.decimals } } : {}),
      }),
      fetchGasPrice(engine, network.caipNetworkId, controller.signal),
      context.adapter.getBalance({ address, network }),
    ])
    if (controller.signal.aborted) return undefined
    const { decimals } = network.nativeCurrency
    // A family priced by a market rate offers speeds: the visitor's pick stays while it is offered.
    const speeds = estimate.speeds?.length ? estimate.speeds : undefined
    const picked = $send.get().speed
    const speed = speeds
      ? (speeds.find((s) => s.id === picked) ??
        speeds.find((s) => s.id === estimate.speed) ??
        speeds[0]!)
      : undefined
    const pricing =
      !speed && estimate.feeUnits !== undefined && gasPrice !== undefined
        ? { units: BigInt(estimate.feeUnits), rate: gasPrice }
        : undefined
    const fee = pricing
      ? gasReserve(pricing.units, pricing.rate)
      : parseUnits((speed?.fee ?? estimate.fee).value, decimals)
    $send.setKey('pricing', pricing)
    $send.setKey('speeds', speeds)
    $send.setKey('speed', speed?.id)
    $send.setKey('nativeBalance', balanceToBaseUnits(native.value, decimals))
    setFee($send, fee)
    return fee
  } catch (error) {
    engine.logger.warn('Send: fee estimate failed', error)
    return undefined
  }
}

/**
 * Picks a fee speed of the ones the adapter offered (`TransferEstimate.speeds`): the fee shown
 * and the send follow it.
 */
export function selectSpeed(engine: Engine, id: string): void {
  const $send = getSendStore(engine)
  const speed = $send.get().speeds?.find((s) => s.id === id)
  const network = engine.$activeNetwork.get()
  if (!speed || !network) return
  $send.setKey('speed', speed.id)
  setFee($send, parseUnits(speed.fee.value, network.nativeCurrency.decimals))
}

/**
 * Sets the fee; an amount Max set for the native currency leaves this fee, not the one it was
 * first computed with (a new estimate, a faster speed).
 */
function setFee($send: ReturnType<typeof getSendStore>, fee: bigint | undefined): void {
  $send.setKey('fee', fee)
  const { max, token } = $send.get()
  if (max && token && !token.address && fee !== undefined)
    $send.setKey(
      'amount',
      maxAmount(balanceToBaseUnits(token.balance, token.decimals), token.decimals, fee),
    )
}
