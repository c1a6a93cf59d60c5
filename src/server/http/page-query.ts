// The paging rules live in the domain so the admin screens read a page from their URL as the API does.
export { pageQuery } from '#domain/list-paging';
