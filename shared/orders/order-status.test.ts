import { describe, expect, it } from 'vitest';
import {
  actionDoneText, allowedActions, canApply, ORDER_STATUSES, ORDER_TRANSITIONS, permissionFor, refusalOf, statusAfter,
  type DeliveryMethod, type OrderAction, type OrderStatus,
} from './order-status';
import { orderPermissionsFor } from '../admin/orders.schema';
import { orderStatusLabel } from './order-texts';

// The one table of order status changes (DECISIONS.md "Orders and payment"), written out here by
// hand for every action from every status and both delivery methods: a change to the table that
// is not also a change to the rulings fails here.

const ACTIONS = Object.keys(ORDER_TRANSITIONS) as OrderAction[];
const PAID_ON: OrderStatus[] = ['paid', 'awaiting_approval', 'processing', 'shipped', 'delivered', 'ready_for_pickup', 'collected'];

/** What the rulings allow, as a list of `delivery status action` lines. */
function ruled(): Set<string> {
  const allowed = new Set<string>();
  const add = (deliveries: DeliveryMethod[], statuses: OrderStatus[], action: OrderAction) => {
    for (const delivery of deliveries) for (const status of statuses) allowed.add(`${delivery} ${status} ${action}`);
  };
  const both: DeliveryMethod[] = ['shipping', 'pickup'];
  add(both, ['pending_payment'], 'capture');
  add(both, ['paid'], 'hold');
  add(both, ['pending_payment'], 'hold_for_funds');
  add(both, ['awaiting_approval'], 'approve');
  add(both, ['awaiting_approval'], 'reject');
  add(['shipping'], ['paid'], 'mark_processing');
  add(['shipping'], ['paid', 'processing'], 'mark_shipped');
  add(['shipping'], ['shipped'], 'mark_delivered');
  add(['pickup'], ['paid', 'processing'], 'mark_ready');
  add(['pickup'], ['ready_for_pickup'], 'collect');
  add(both, ['pending_payment', 'paid', 'awaiting_approval', 'processing', 'ready_for_pickup'], 'cancel');
  add(both, ['paid', 'processing', 'shipped', 'delivered', 'ready_for_pickup', 'collected', 'cancelled'], 'refund');
  return allowed;
}

describe('the order status table', () => {
  it('allows exactly the ruled changes: every action from every status, for shipping and pickup', () => {
    const table = new Set<string>();
    for (const delivery of ['shipping', 'pickup'] as const) {
      for (const status of ORDER_STATUSES) {
        for (const action of ACTIONS) if (canApply(action, { status, deliveryMethod: delivery })) table.add(`${delivery} ${status} ${action}`);
      }
    }
    expect([...table].sort()).toEqual([...ruled()].sort());
  });

  it('leads each change to its status; a refund is `refunded` only when it refunds everything left', () => {
    const order = (status: OrderStatus, deliveryMethod: DeliveryMethod = 'shipping') => ({ status, deliveryMethod });
    expect(statusAfter('mark_shipped', order('processing'))).toBe('shipped');
    expect(statusAfter('mark_ready', order('paid', 'pickup'))).toBe('ready_for_pickup');
    expect(statusAfter('approve', order('awaiting_approval'))).toBe('processing');
    expect(statusAfter('reject', order('awaiting_approval'))).toBe('cancelled');
    expect(statusAfter('cancel', order('paid'))).toBe('cancelled');
    expect(statusAfter('refund', order('shipped'))).toBe('shipped');
    expect(statusAfter('refund', order('shipped'), true)).toBe('refunded');
    expect(statusAfter('refund', order('cancelled'), true)).toBe('refunded');
  });

  it('asks `money` for refunds, rejects and cancelling a paid order; `status` for the rest', () => {
    for (const status of ORDER_STATUSES) {
      for (const delivery of ['shipping', 'pickup'] as const) {
        const order = { status, deliveryMethod: delivery };
        expect(permissionFor('refund', order)).toBe('money');
        expect(permissionFor('reject', order)).toBe('money');
        expect(permissionFor('cancel', order)).toBe(status === 'pending_payment' ? 'status' : 'money');
        for (const action of ['approve', 'mark_processing', 'mark_shipped', 'mark_delivered', 'mark_ready', 'collect'] as const) expect(permissionFor(action, order)).toBe('status');
        for (const action of ['capture', 'hold', 'hold_for_funds'] as const) expect(permissionFor(action, order)).toBe('shop');
      }
    }
    expect(PAID_ON.every((status) => permissionFor('cancel', { status, deliveryMethod: 'shipping' }) === 'money')).toBe(true);
  });

  it('offers staff status changes only, admins and store managers money too', () => {
    expect(orderPermissionsFor(['staff'])).toEqual(['status']);
    expect(orderPermissionsFor(['store_manager'])).toEqual(['status', 'money']);
    expect(orderPermissionsFor(['admin'])).toEqual(['status', 'money']);
    expect(orderPermissionsFor([])).toEqual([]);
    const paid = { status: 'paid' as const, deliveryMethod: 'shipping' as const };
    expect(allowedActions(paid, orderPermissionsFor(['staff']))).toEqual(['mark_processing', 'mark_shipped']);
    expect(allowedActions(paid, orderPermissionsFor(['admin']))).toEqual(['mark_processing', 'mark_shipped', 'cancel', 'refund']);
    const unpaid = { status: 'pending_payment' as const, deliveryMethod: 'shipping' as const };
    expect(allowedActions(unpaid, orderPermissionsFor(['staff']))).toEqual(['cancel']);
    expect(allowedActions({ status: 'paid', deliveryMethod: 'pickup' }, ['status'])).toEqual(['mark_ready']);
  });

  it("keeps the capture's changes to the shop itself: no role is offered them", () => {
    for (const roles of [['staff'], ['store_manager'], ['admin']]) {
      for (const status of ORDER_STATUSES) {
        const offered = allowedActions({ status, deliveryMethod: 'shipping' }, orderPermissionsFor(roles));
        expect(offered.filter((action) => ['capture', 'hold', 'hold_for_funds'].includes(action))).toEqual([]);
      }
    }
    expect(statusAfter('capture', { status: 'pending_payment', deliveryMethod: 'shipping' })).toBe('paid');
    expect(statusAfter('hold', { status: 'paid', deliveryMethod: 'pickup' })).toBe('awaiting_approval');
    expect(statusAfter('hold_for_funds', { status: 'pending_payment', deliveryMethod: 'shipping' })).toBe('awaiting_approval');
    expect(allowedActions({ status: 'pending_payment', deliveryMethod: 'shipping' }, ['shop'])).toEqual(['capture', 'hold_for_funds']);
  });

  it('says why a change is refused', () => {
    expect(refusalOf('mark_shipped', { status: 'paid', deliveryMethod: 'pickup' })).toBe('This is a store pickup order: it is not shipped.');
    expect(refusalOf('mark_ready', { status: 'paid', deliveryMethod: 'shipping' })).toBe('This order is shipped, not collected from a store.');
    expect(refusalOf('mark_delivered', { status: 'paid', deliveryMethod: 'shipping' })).toBe('This order is paid: it cannot be marked delivered now.');
  });
});

describe('status words', () => {
  it('labels every status, and names it in a refusal in the same words', () => {
    for (const status of ORDER_STATUSES) expect(orderStatusLabel(status)).not.toBe(status);
    expect(orderStatusLabel('ready_for_pickup')).toBe('Ready for pickup');
    expect(orderStatusLabel('something_new')).toBe('something_new');
    expect(refusalOf('collect', { status: 'pending_payment', deliveryMethod: 'pickup' })).toBe('This order is awaiting payment: it cannot be collected now.');
  });

  it('says what a status action did, for the timeline', () => {
    expect(actionDoneText('mark_processing')).toBe('Marked processing');
    expect(actionDoneText('mark_shipped')).toBe('Marked shipped');
    expect(actionDoneText('mark_delivered')).toBe('Marked delivered');
    expect(actionDoneText('mark_ready')).toBe('Marked ready for pickup');
  });
});
