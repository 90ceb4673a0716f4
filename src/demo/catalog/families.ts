// Every product family of the demo catalog, in one list the generator draws from by weight. Changing the list
// (or a weight) changes which family each product index gets, so the catalog changes as a whole.
import { familiesOf } from './family-check';
import { furnitureFamilies } from './families-furniture';
import { homeFamilies } from './families-home';
import { kidsFamilies } from './families-kids';
import { menFamilies } from './families-men';
import { shoeFamilies } from './families-shoes';
import { techFamilies } from './families-tech';
import { womenFamilies } from './families-women';

export const families = familiesOf([
  ...womenFamilies,
  ...menFamilies,
  ...kidsFamilies,
  ...shoeFamilies,
  ...furnitureFamilies,
  ...homeFamilies,
  ...techFamilies,
]);
