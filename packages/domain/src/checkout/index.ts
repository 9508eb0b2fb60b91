// Checkout schemas and pricing (public flows): filled in by the public-giving work.
export {};
