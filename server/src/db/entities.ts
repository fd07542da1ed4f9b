// Every entity the ORM knows; a new module adds its entities here.
import { City } from '../modules/countries/city.entity.js';
import { Country } from '../modules/countries/country.entity.js';
import { Hotel } from '../modules/listings/hotels/hotel.entity.js';
import { User } from '../modules/users/user.entity.js';

export const entities = [Country, City, User, Hotel];
