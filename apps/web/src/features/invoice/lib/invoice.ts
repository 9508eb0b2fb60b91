import type { Address, TransactionDetail } from '@walkfund/domain';

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
 * one label.
 */
export function shippingLabels(t: TransactionDetail): ShippingLabel[] {
  const labels: ShippingLabel[] = [];
  const add = (name: string, address: Address, item: string) => {
    const found = labels.find((l) => l.name === name && sameAddress(l.address, address));
    if (found) found.contents.push(item);
    else labels.push({ name, address, contents: [item] });
  };
  const contact = `${t.contactFirstName} ${t.contactLastName}`;
  for (const item of t.lineItems) {
    if (item.type === 'tshirt') {
      const address = item.shippingAddress ?? t.shippingAddress;
      const p = item.productDetails;
      if (address) add(contact, address, p ? `${p.name} (${p.size}) × ${p.unitCount}` : 'T-Shirt');
    } else if (item.type === '5k' && item.runnerDetails?.runType === 'virtual') {
      const r = item.runnerDetails;
      const address = r.shipping ?? item.shippingAddress;
      if (address) add(`${r.firstName} ${r.lastName}`, address, `Virtual 5k packet${r.shirtSize ? ` (shirt ${r.shirtSize})` : ''}`);
    }
  }
  if (!labels.length && t.shippingAddress) labels.push({ name: contact, address: t.shippingAddress, contents: [] });
  return labels;
}
