/** A structural problem that ends the check: the file is refused with this reason. */
export class Refusal extends Error {
  override name = 'Refusal';
}
