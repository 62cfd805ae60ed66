-- Each statement's PDF as issued (docs/product/statements.md#the-statement-pdf): rendered once in
-- the issuing transaction, so a later change of the owner's address or bank account, or of the
-- company's letterhead, never changes a statement already sent. Never changed.
create table owner_statement_documents (
  statement_id integer primary key references owner_statements,
  filename     text not null,
  content      bytea not null
);
create trigger owner_statement_documents_issued before update or delete on owner_statement_documents
  for each row execute function owner_statements_issued();
