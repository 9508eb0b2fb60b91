import { lineItemParcel, type Address, type TransactionDetail } from '@walkfund/domain';

/** Who receives a parcel and where. */
export interface ShippingLabel {
  name: string;
  address: Address;
  /** What goes in the parcel. */
  contents: string[];
}

const sameAddress = (a: Address, b: Address) =>
  [a.address, a.city, a.state, a.zipcode].join('|').toLowerCase() === [b.address, b.city, b.state, b.zipcode].join('|').toLowerCase();

/**
 * One label per parcel: the shirts go to the transaction's shipping address in the contact's name;
 * each virtual runner's packet goes to the runner's own address. The same name and address share
 * one label. What ships, to whom and where is LINE_ITEM_KINDS' parcel rule.
 */
export function shippingLabels(t: TransactionDetail): ShippingLabel[] {
  const labels: ShippingLabel[] = [];
  const add = (name: string, address: Address, item: string) => {
    const found = labels.find((l) => l.name === name && sameAddress(l.address, address));
    if (found) found.contents.push(item);
    else labels.push({ name, address, contents: [item] });
  };
  const order = { contactName: `${t.contactFirstName} ${t.contactLastName}`, shippingAddress: t.shippingAddress };
  for (const item of t.lineItems) {
    const parcel = lineItemParcel(item, order);
    if (parcel?.address) add(parcel.name, parcel.address, parcel.contents);
  }
  if (!labels.length && t.shippingAddress) labels.push({ name: order.contactName, address: t.shippingAddress, contents: [] });
  return labels;
}
