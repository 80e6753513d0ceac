import { Link } from '@tanstack/react-router';
import { categoryListQuerySchema } from '../../../../shared/admin/category.schema';
import { categoryQueries } from '../api/use-categories';
import type { ListSearch } from '../kit/list-search';
import { ListScreen } from '../kit/list-screen';
import { categoryColumns } from './columns';

/** /admin/categories: the categories shoppers browse by, their order, and the way to change them. */
export function CategoriesPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  return (
    <ListScreen
      testId="page-admin-categories"
      title="Categories"
      lede="The categories shoppers browse by, and their order."
      newLink={<Link className="button" to="/admin/categories/new">New category</Link>}
      resource="categories"
      searchLabel="Search categories"
      noun="category"
      name={(category) => category.name}
      schema={categoryListQuerySchema}
      queries={categoryQueries}
      columns={categoryColumns}
      search={search}
      onSearch={onSearch}
    />
  );
}
