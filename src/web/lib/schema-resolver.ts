/**
 * zod's resolver for react-hook-form, as every form takes it: importing this installs the domain's error map
 * first, so a form's messages read in the product's words. Forms load it with their own code, so the map costs
 * nothing on pages without a form.
 */
import '#domain/validation-messages';

export { zodResolver } from '@hookform/resolvers/zod';
