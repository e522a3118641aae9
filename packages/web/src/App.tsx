import { Route, Switch } from "wouter"
import { PageFrame } from "./layout/PageFrame.js"
import { HomePage } from "./pages/HomePage.js"
import { NotFoundPage } from "./pages/NotFoundPage.js"

export const App = () => (
  <PageFrame>
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/Home" component={HomePage} />
      <Route component={NotFoundPage} />
    </Switch>
  </PageFrame>
)
