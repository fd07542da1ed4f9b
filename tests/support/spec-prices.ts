// Spec §9 as the tests state it, apart from the server's code: "taxes and fees 10%, total 1.1 times base".

/** What is charged for a base price in minor units: the base and its 10 % of taxes and fees, to the cent. */
export const withTaxesAndFees = (baseMinor: number) => baseMinor + Math.round(baseMinor / 10);
